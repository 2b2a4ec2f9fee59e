import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { calendarFormats, monthWeeks, type Month } from '../../lib/calendar-dates';
import { useIntl } from '../../i18n/text';

interface MonthTableProps {
  month: Month;
  /** What the table shows, for screen readers. */
  caption: ReactNode;
  /** A day's `<td>`; `date` is null for the blanks before the first and after the last day. */
  renderDay: (date: string | null, index: number) => ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A month as a table: a row a week under the weekdays (Sunday first), shown by three letters and read out in full, in
 * the page's language.
 */
export function MonthTable({ month, caption, renderDay, sx }: MonthTableProps) {
  const weekdays = calendarFormats(useIntl().locale).weekdayNames;
  return (
    <Box component="table" sx={[{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>{week.map(renderDay)}</tr>
        ))}
      </tbody>
    </Box>
  );
}
