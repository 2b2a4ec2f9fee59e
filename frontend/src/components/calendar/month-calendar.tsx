import { ChevronLeft as ChevronLeftIcon, ChevronRight as ChevronRightIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { RegionSlug } from '../../config/paths';
import { addMonths, formatFullDate, formatLongDate, formatMonth, formatTime } from '../../lib/calendar-dates';
import { MonthTable } from './month-table';
import { useCalendarReadQuery, type OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { calendarMonths, nightsIn } from './calendar-months';
import { NIGHT_STATUS } from './night-status';

function describe(date: string, night: OperatingNight | undefined): string {
  if (!night) return `${formatFullDate(date)}: not an operating night`;
  const status = NIGHT_STATUS[night.status].label.toLowerCase();
  const note = night.note ? ` (${night.note})` : '';
  const hours = night.status === 'closed' ? '' : `, doors ${formatTime(night.doorsOpen)}, last entry ${formatTime(night.lastEntry)}`;
  return `${formatFullDate(date)}: ${status}${note}${hours}`;
}

function Legend() {
  return (
    <Box component="ul" aria-label="Legend" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
      {Object.values(NIGHT_STATUS).map(({ label, icon: Icon, color }) => (
        <Box
          component="li"
          key={label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
        >
          <Icon aria-hidden="true" sx={{ fontSize: 18, color }} />
          {label}
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
        <IconButton aria-label="Previous month" onClick={() => setShown(addMonths(month, -1))} disabled={month <= months.first}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={headingId} component="h2" variant="h5" aria-live="polite" sx={{ color: 'text.primary', textAlign: 'center' }}>
          <span className="visually-hidden">Operating nights · </span>
          {formatMonth(month)}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => setShown(addMonths(month, 1))} disabled={month >= months.last}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <MonthTable
        month={month}
        caption={
          <>
            {formatMonth(month)}: open, sold out and closed nights. Times are local ({data.timeZone}).
          </>
        }
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
              aria-label={describe(date, night)}
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
                    {status.label}
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
            <li key={night.id}>
              {formatLongDate(night.date)}: {night.note}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
