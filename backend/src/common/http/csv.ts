import { stringify } from 'csv-stringify/sync';

/** Spreadsheet apps run a cell starting with one of these as a formula (OWASP's CSV injection rule). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading `'`, which shows the text as it is. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The one way the server writes a CSV file: a header row, then the rows, every cell neutralised and quoted as needed. */
export function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { header: true, columns: columns.map(neutraliseFormula) },
  );
}
