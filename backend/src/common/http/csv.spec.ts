import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header row and one line per row, quoting as CSV needs', () => {
    expect(
      toCsv(
        ['code', 'note'],
        [
          ['A-1', 'plain'],
          ['B-2', 'Clarence, NY'],
        ],
      ),
    ).toBe('code,note\nA-1,plain\nB-2,"Clarence, NY"\n');
  });

  it.each([
    ['-2-3', "'-2-3"],
    ['-A1', "'-A1"],
    ['--1', "'--1"],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tA1', "'\tA1"],
    ['\rA1', '"\'\rA1"'],
  ])('neutralises %j, which a spreadsheet would run as a formula', (cell, written) => {
    expect(toCsv(['code'], [[cell]])).toBe(`code\n${written}\n`);
  });

  it('leaves other cells alone', () => {
    expect(toCsv(['code', 'value'], [['A-1', '10%']])).toBe('code,value\nA-1,10%\n');
  });
});
