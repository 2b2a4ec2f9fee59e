/**
 * The listed fields of `source`, as they are. Response mappers name each field they copy from an entity, so a new
 * column (a password hash, an IP address) cannot leak by accident.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
