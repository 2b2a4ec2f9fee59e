import { InitialSchema1732200000000 } from './1732200000000-initial-schema';

/** Listed explicitly (no glob) so the same list works compiled, under jest and in the CLI. */
export const MIGRATIONS = [InitialSchema1732200000000];
