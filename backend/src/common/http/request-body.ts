/** Deeper bodies are refused before validation: class-transformer recurses once per level and would overflow the stack. */
export const MAX_BODY_DEPTH = 32;

/** Keys that would reach an object's prototype when a library copies the body. Refused like any unknown field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** NUL, and the bidirectional embeddings, overrides and isolates that make text display differently from what it stores. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000\u202a-\u202e\u2066-\u2069]/;

/** In Unicode mode a surrogate pair is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface BodyProblem {
  /** Dotted path of the offending field ('' for the body itself). */
  field: string;
  message: string;
}

/**
 * The first thing in a parsed JSON body that no endpoint accepts, whatever its DTO: nesting deeper than
 * MAX_BODY_DEPTH, prototype keys, and text that is ill-formed Unicode (a lone surrogate), or holds NUL or
 * bidi override characters. Pure, so it is unit-tested directly.
 */
export function bodyProblem(value: unknown, field = '', depth = 0): BodyProblem | undefined {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) return { field, message: `${label(field)} is not valid Unicode text` };
    if (FORBIDDEN_CHARACTERS.test(value)) return { field, message: `${label(field)} contains a NUL or bidirectional control character` };
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_BODY_DEPTH) return { field, message: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` };
  for (const [key, child] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return { field: path, message: `property ${key} should not exist` };
    const keyProblem = bodyProblem(key, path, depth + 1);
    if (keyProblem) return keyProblem;
    const problem = bodyProblem(child, path, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function label(field: string): string {
  return field
    ? field
        .split('.')
        .pop()!
        .replace(/^./, (c) => c.toUpperCase())
    : 'The request body';
}
