const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** docs/product.md §9: Bytes, KB, MB, GB, base 1024, at most two decimals (e.g. 1.5 MB, 512 Bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
