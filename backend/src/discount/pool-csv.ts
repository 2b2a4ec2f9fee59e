import { parse } from 'csv-parse/sync';
import { DISCOUNT_VALUES } from '../common/domain/constants';

export interface PoolRow {
  line: number;
  code: string;
  value: string;
  expiresAt: Date | null;
}

/** Vendor promo codes: letters, digits, hyphens and underscores; stored upper-case, as staff type them at the till in any case. */
export const POOL_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
/** YYYY-MM-DD, optionally with a time and a zone (Z or ±hh:mm): ISO 8601 as vendors export it, four-digit years only. */
const EXPIRY = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;
const MAX_REPORTED_PROBLEMS = 50;

/**
 * Reads a pool CSV into rows, or the problems per line (all of them, up to a readable number): the import is all or nothing.
 */
export function parsePoolCsv(text: string, now: Date): { rows: PoolRow[]; problems: string[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      rows: [],
      problems: [`${line ? `Line ${line}: ` : ''}this is not a readable CSV file (${(error as Error).message.replace(/^.*?: /, '')})`],
    };
  }
  if (!records.length)
    return { rows: [], problems: ['The file is empty: expected a header row code,value[,expires] and one code per line'] };
  const header = records[0].map((name) => name.toLowerCase());
  const withExpiry = header.length === 3 && header[2] === 'expires';
  if (header[0] !== 'code' || header[1] !== 'value' || !(header.length === 2 || withExpiry)) {
    return {
      rows: [],
      problems: [`Line 1: the columns must be code,value or code,value,expires (got ${records[0].join(',') || 'nothing'})`],
    };
  }
  const problems: string[] = [];
  const rows: PoolRow[] = [];
  const firstLineOf = new Map<string, number>();
  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    const fail = (message: string) => problems.push(`Line ${line}: ${message}`);
    if (record.length !== header.length) return fail(`expected ${header.length} columns, got ${record.length}`);
    const code = record[0].toUpperCase();
    const value = record[1];
    if (!POOL_CODE_PATTERN.test(code)) return fail(`"${record[0].slice(0, 40)}" is not a code (3 to 32 letters, digits, - or _)`);
    if (!(DISCOUNT_VALUES as readonly string[]).includes(value))
      return fail(`unknown value "${value.slice(0, 20)}" (expected one of ${DISCOUNT_VALUES.join(', ')})`);
    const expiresAt = withExpiry && record[2] ? parseExpiry(record[2]) : null;
    if (expiresAt === undefined) return fail(`"${record[2].slice(0, 40)}" is not a date (YYYY-MM-DD or an ISO date-time)`);
    if (expiresAt && expiresAt <= now) return fail(`code ${code} expired on ${record[2]}`);
    const first = firstLineOf.get(code);
    if (first) return fail(`code ${code} appears twice (also on line ${first})`);
    firstLineOf.set(code, line);
    rows.push({ line, code, value, expiresAt });
  });
  if (!rows.length && !problems.length) problems.push('The file has a header but no codes');
  return { rows, problems };
}

/**
 * A date alone means the end of that day (UTC). undefined: unreadable or impossible — JavaScript's Date would turn
 * 2027-02-30 into 2 March and accept a year such as +275760, so every part is checked.
 */
function parseExpiry(raw: string): Date | undefined {
  const match = EXPIRY.exec(raw);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHours = 0, zoneMinutes = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendarDay.getUTCFullYear() === year && calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) return undefined;
  const hasTime = match[4] !== undefined;
  return new Date(hasTime ? raw : `${raw}T23:59:59.999Z`);
}

export function limit(problems: string[]): string[] {
  if (problems.length <= MAX_REPORTED_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_REPORTED_PROBLEMS), `…and ${problems.length - MAX_REPORTED_PROBLEMS} more problems`];
}
