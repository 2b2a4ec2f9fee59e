/** Raised for any configuration the app cannot start with; main.ts prints its message as one line. */
export class ConfigError extends Error {}
