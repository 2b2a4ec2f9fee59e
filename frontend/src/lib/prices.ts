/** "$35", "$34.99": whole dollars without cents. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** "From $35", or the range "$35 – $45". */
export function priceLabel(priceFrom: number, priceTo: number | null): string {
  return priceTo !== null && priceTo > priceFrom
    ? `${formatDollars(priceFrom)} – ${formatDollars(priceTo)}`
    : `From ${formatDollars(priceFrom)}`;
}
