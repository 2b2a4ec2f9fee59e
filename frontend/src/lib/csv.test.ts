import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header row and one line per row, CRLF separated', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, 'y'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n2,y\r\n');
  });

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(toCsv(['v'], [['Clarence, NY'], ['say "boo"'], ['two\nlines']])).toBe(
      'v\r\n"Clarence, NY"\r\n"say ""boo"""\r\n"two\nlines"\r\n',
    );
  });

  it('writes empty cells for null and undefined, and booleans as text', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, true]])).toBe('a,b,c\r\n,,true\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(toCsv(['v'], [['=HYPERLINK("http://x")'], ['+1'], ['@SUM(A1)'], ['-2']])).toBe(
      'v\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n\'-2\r\n',
    );
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(toCsv(['n'], [[-5]])).toBe('n\r\n-5\r\n');
  });
});
