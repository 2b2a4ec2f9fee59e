import { bodyProblem, MAX_BODY_DEPTH } from './request-body';

const nested = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => ({ a: inner }), 'leaf');

describe('bodyProblem', () => {
  it('accepts ordinary bodies, emoji and other scripts included', () => {
    expect(bodyProblem({ name: 'Wanda 👻', message: 'שלום — مرحبا', tags: ['a', { b: 1 }], ok: true, n: null })).toBeUndefined();
    expect(bodyProblem(nested(MAX_BODY_DEPTH - 1))).toBeUndefined();
  });

  it(`refuses nesting deeper than ${MAX_BODY_DEPTH} levels without recursing through all of it`, () => {
    expect(bodyProblem(nested(MAX_BODY_DEPTH + 1))?.message).toBe(
      `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
    );
    expect(bodyProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBeDefined();
  });

  it('refuses a lone surrogate, a NUL and bidi overrides, naming the field', () => {
    expect(bodyProblem({ email: 'a\ud800@example.com' })).toEqual({ field: 'email', message: 'Email is not valid Unicode text' });
    expect(bodyProblem({ name: 'x\udc00' })?.field).toBe('name');
    expect(bodyProblem({ message: 'evil\u0000' })).toEqual({
      field: 'message',
      message: 'Message contains a NUL or bidirectional control character',
    });
    expect(bodyProblem({ list: ['ok', 'txt.exe\u202egnp'] })?.field).toBe('list.1');
    expect(bodyProblem({ note: '\u2066isolate\u2069' })?.field).toBe('note');
  });

  it('refuses prototype keys like any unknown field', () => {
    expect(bodyProblem(JSON.parse('{"__proto__": {"isAdmin": true}}'))).toEqual({
      field: '__proto__',
      message: 'property __proto__ should not exist',
    });
    expect(bodyProblem({ nested: { constructor: { prototype: {} } } })?.field).toBe('nested.constructor');
  });
});
