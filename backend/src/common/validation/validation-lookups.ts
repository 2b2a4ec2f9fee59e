import { AsyncLocalStorage } from 'node:async_hooks';

/** The region keys the app's database holds (RegionsService). */
export interface RegionKeySource {
  /** Every region's key, fresh enough to validate with. */
  keys(): Promise<readonly string[]>;
  /** The keys as last read, for a message written right after `keys()` answered. */
  readonly knownKeys: readonly string[];
}

/** What validators may look up in the app's own data while a request is validated. */
export interface ValidationLookups {
  regions: RegionKeySource;
}

const lookups = new AsyncLocalStorage<ValidationLookups>();

/**
 * Runs `validate` with `source` at hand for the validators it calls. class-validator builds its validators itself, outside
 * Nest's injection, and a process may run several apps (the tests do): the lookups travel with the validation, not in a
 * global container.
 */
export function withValidationLookups<T>(source: ValidationLookups, validate: () => T): T {
  return lookups.run(source, validate);
}

/** The lookups of the validation in progress. */
export function validationLookups(): ValidationLookups {
  const current = lookups.getStore();
  if (!current) throw new Error('No validation lookups: validate through RequestValidationPipe');
  return current;
}
