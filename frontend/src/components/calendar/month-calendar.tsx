import { ChevronLeft as ChevronLeftIcon, ChevronRight as ChevronRightIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { RegionSlug } from '../../config/paths';
import { addMonths, calendarFormats, type CalendarFormats } from '../../lib/calendar-dates';
import { useRichText, useText, type Text, useIntl } from '../../i18n/text';
import { MonthTable } from './month-table';
import { useCalendarReadQuery, type OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { calendarMonths, nightsIn } from './calendar-months';
import { NIGHT_STATUS } from './night-status';

function describe(date: string, night: OperatingNight | undefined, text: Text, dates: CalendarFormats): string {
  const day = dates.formatFullDate(date);
  if (!night) return text('calendar.day.none', { date: day });
  const status = text(NIGHT_STATUS[night.status].inSentence);
  const described = night.note
    ? text('calendar.day.statusWithNote', { date: day, status, note: night.note })
    : text('calendar.day.status', { date: day, status });
  if (night.status === 'closed') return described;
  return text('calendar.day.withHours', {
    day: described,
    doorsOpen: dates.formatTime(night.doorsOpen),
    lastEntry: dates.formatTime(night.lastEntry),
  });
}

function Legend() {
  const text = useText();
  return (
    <Box
      component="ul"
      aria-label={text('calendar.legend.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {Object.values(NIGHT_STATUS).map(({ word, icon: Icon, color }) => (
        <Box
          component="li"
          key={word}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
        >
          <Icon aria-hidden="true" sx={{ fontSize: 18, color }} />
          {text(word)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The region's operating nights, a month at a time: a table of weeks whose cells say each date and what the park
 * does that night (text and an icon per status), previous/next month buttons, a legend and the nights' notes.
 * Nothing when the region has no night (Florida before it opens).
 */
export function MonthCalendar({
  region,
  compact = false,
}: {
  region: RegionSlug;
  /** A narrow column: icons only in the cells. */ compact?: boolean;
}) {
  const { data } = useCalendarReadQuery({ region });
  const text = useText();
  const rich = useRichText();
  const dates = calendarFormats(useIntl().locale);
  const headingId = useId();
  const months = data && calendarMonths(data);
  const [shown, setShown] = useState<string | undefined>(undefined);
  if (!data || !months || !data.nights.length) return null;
  const month = shown ?? months.initial;
  const byDate = new Map(nightsIn(data.nights, month).map((night) => [night.date, night]));
  const notes = [...byDate.values()].filter((night) => night.note);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="month-calendar">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <IconButton
          aria-label={text('calendar.month.previous')}
          onClick={() => setShown(addMonths(month, -1))}
          disabled={month <= months.first}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={headingId} component="h2" variant="h5" aria-live="polite" sx={{ color: 'text.primary', textAlign: 'center' }}>
          {rich('calendar.month.heading', {
            month: dates.formatMonth(month),
            hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
          })}
        </Typography>
        <IconButton aria-label={text('calendar.month.next')} onClick={() => setShown(addMonths(month, 1))} disabled={month >= months.last}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <MonthTable
        month={month}
        caption={text('calendar.table.caption', { month: dates.formatMonth(month), timeZone: data.timeZone })}
        sx={{
          borderSpacing: { xs: '2px', sm: '4px' },
          '& th': { fontSize: '0.8rem', fontWeight: 700, color: 'text.secondary', pb: 0.5 },
        }}
        renderDay={(date, index) => {
          if (!date) return <td key={`blank-${index}`} />;
          const night = byDate.get(date);
          const status = night && NIGHT_STATUS[night.status];
          const Icon = status?.icon;
          return (
            <Box
              component="td"
              key={date}
              aria-label={describe(date, night, text, dates)}
              data-date={date}
              data-status={night?.status ?? 'none'}
              sx={{
                verticalAlign: 'top',
                height: compact ? 48 : { xs: 52, sm: 64 },
                p: 0.5,
                borderRadius: 1,
                border: '1px solid',
                borderColor: night ? 'divider' : 'transparent',
                bgcolor: night ? 'rgba(255,255,255,0.05)' : 'transparent',
                color: night ? 'text.primary' : 'text.secondary',
              }}
            >
              <Box component="time" dateTime={date} sx={{ display: 'block', fontWeight: 700, fontSize: '0.9rem' }}>
                {Number(date.slice(8, 10))}
              </Box>
              {status && Icon && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mt: 0.25 }}>
                  <Icon aria-hidden="true" sx={{ fontSize: 16, color: status.color }} />
                  <Box
                    component="span"
                    sx={{ fontSize: '0.72rem', display: compact ? 'none' : { xs: 'none', sm: 'inline' }, lineHeight: 1.2 }}
                  >
                    {text(status.word)}
                  </Box>
                </Box>
              )}
            </Box>
          );
        }}
      />
      <Legend />
      {notes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, color: 'text.secondary', fontSize: '0.9rem' }}>
          {notes.map((night) => (
            <li key={night.id}>{text('calendar.notes.item', { date: dates.formatLongDate(night.date), note: night.note ?? '' })}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
