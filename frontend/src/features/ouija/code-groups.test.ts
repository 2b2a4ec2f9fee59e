import { codeGroups } from './discount-dialog';

describe('codeGroups', () => {
  it('keeps the prefix and splits a game code into groups of four', () => {
    expect(codeGroups('HAUNT-MGTRX2JRQB8XCY5B')).toEqual(['HAUNT-', 'MGTR', 'X2JR', 'QB8X', 'CY5B']);
  });

  it('leaves short parts of an imported vendor code whole', () => {
    expect(codeGroups('FALL20-XYZ123')).toEqual(['FALL20-', 'XYZ123']);
  });

  it('always joins back to the code itself', () => {
    for (const code of ['HAUNT-MGTRX2JRQB8XCY5B', 'ABCDEFGHIJKLM', 'A-B-C', 'X']) expect(codeGroups(code).join('')).toBe(code);
  });
});
