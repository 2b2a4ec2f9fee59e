import { containsPattern } from './search-query';

describe('containsPattern', () => {
  it('wraps the term in wildcards', () => {
    expect(containsPattern('bride')).toBe('%bride%');
  });

  it("takes the user's wildcards and backslashes literally", () => {
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });
});
