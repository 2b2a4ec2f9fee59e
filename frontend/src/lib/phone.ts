/** docs/product.md §5: the employment phone input turns digits into 123-456-7890 (at most 12 characters). */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PHONE_MAX_LENGTH = 12;

export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** docs/product.md §5: zip code input keeps at most 5 digits. */
export const ZIP_LENGTH = 5;

export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}
