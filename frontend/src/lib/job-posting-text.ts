import type { JobPostingResponseDto as JobPosting } from '../api/generated-public';
import { PAY_UNIT_LABELS } from '../config/labels';

/** A sum of dollars as a posting states it, in `locale`: "$15", "$18.50", "$1200". */
const money = (dollars: number, locale: string) => {
  const cents = Number.isInteger(dollars) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
    useGrouping: false,
  }).format(dollars);
};

/** "$15 – $18", "$120": the amounts of a posting's pay, without its unit; undefined when the posting states no pay. */
export function payRange(posting: Pick<JobPosting, 'payFrom' | 'payTo'>, locale = 'en-US'): string | undefined {
  if (posting.payFrom === null) return undefined;
  return posting.payTo !== null && posting.payTo > posting.payFrom
    ? `${money(posting.payFrom, locale)} – ${money(posting.payTo, locale)}`
    : money(posting.payFrom, locale);
}

/** "$15 – $18 per hour", "$120 per night", as the staff's (English) screens state it; undefined when the posting states no pay. */
export function payText(posting: Pick<JobPosting, 'payFrom' | 'payTo' | 'payUnit'>): string | undefined {
  const range = payRange(posting);
  return range && `${range} ${PAY_UNIT_LABELS[posting.payUnit]}`;
}

/** "September 18, 2026" in `locale`: a posting's first or last day (a calendar date, YYYY-MM-DD). */
const day = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A posting's first and last days, each written in `locale` when the posting states it. */
export function postingDays(posting: Pick<JobPosting, 'startDate' | 'endDate'>, locale = 'en-US'): { start?: string; end?: string } {
  return {
    ...(posting.startDate && { start: day(posting.startDate, locale) }),
    ...(posting.endDate && { end: day(posting.endDate, locale) }),
  };
}

/**
 * "September 18, 2026 – November 1, 2026", "From September 18, 2026", "Until November 1, 2026", as the staff's
 * (English) screens state them; undefined without dates.
 */
export function datesText(posting: Pick<JobPosting, 'startDate' | 'endDate'>): string | undefined {
  const { start, end } = postingDays(posting);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown as plain words: links keep their text, emphasis and code marks go. */
const plain = (line: string) =>
  line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^#{1,6}\s+/, '')
    .replace(/^>\s?/, '')
    .trim();

/**
 * A posting's Markdown description as the HTML job boards read (schema.org JobPosting `description`): paragraphs and
 * bulleted or numbered lists, every other mark reduced to its words, and everything escaped, so no markup of the
 * staff's text reaches the page.
 */
export function descriptionHtml(markdown: string): string {
  return blocksOf(markdown)
    .map(({ lines, list }) =>
      list ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(lines.join(' '))}</p>`,
    )
    .join('');
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+/;

/** The paragraphs and lists of Markdown, as plain lines. */
function blocksOf(markdown: string): { lines: string[]; list: boolean }[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const list = lines.every((line) => LIST_ITEM.test(line));
      return { lines: lines.map((line) => plain(list ? line.replace(LIST_ITEM, '') : line)), list };
    });
}

/** The description's first words, for the page's meta description (at most `max` characters). */
export function summaryOf(markdown: string, max = 160): string {
  const text = blocksOf(markdown)
    .map(({ lines, list }) => (list ? `${lines.join(', ')}.` : lines.join(' ')))
    .join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max - 1)}…`;
}
