import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  useCalendarReadQuery,
  type OperatingNightResponseDto as OperatingNight,
  type RegionKey as Region,
} from '../../../api/generated-public';
import { NIGHT_STATUS } from '../../../components/calendar/night-status';
import { MonthTable } from '../../../components/calendar/month-table';
import {
  addMonths,
  firstDayOf,
  formatFullDate,
  formatMonth,
  formatTime,
  lastDayOf,
  monthOf,
  type Month,
} from '../../../lib/calendar-dates';
import { NIGHT_STATUSES } from '../../../config/labels';
import { formatCalendarDate, todayIn } from '../../../lib/zoned-time';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { useChosenRegion, useRegionChoices } from '../shared/region-choices';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { useMember } from '../shared/use-member';
import { BulkAddDialog } from './bulk-add-dialog';
import { NightDialog, type NightDialogTarget } from './night-dialog';

function DayCell({
  date,
  night,
  isToday,
  onOpen,
}: {
  date: string;
  night: OperatingNight | undefined;
  isToday: boolean;
  onOpen: () => void;
}) {
  const status = night && NIGHT_STATUS[night.status];
  const Icon = status?.icon;
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={night ? `${formatFullDate(date)}: ${status!.label}. Edit night` : `${formatFullDate(date)}: no night. Add a night`}
      data-date={date}
      data-status={night?.status ?? 'none'}
      sx={{
        width: '100%',
        minHeight: { xs: 64, md: 96 },
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: 1,
        border: '1px solid',
        borderColor: isToday ? 'secondary.light' : 'divider',
        bgcolor: night ? 'rgba(255,255,255,0.06)' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.light' },
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {Number(date.slice(8, 10))}
      </Typography>
      {night && status && Icon && (
        <>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.8rem' }}>
            <Icon aria-hidden="true" sx={{ fontSize: 16, color: status.color }} />
            {status.label}
          </Box>
          <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
            {formatTime(night.doorsOpen)} – {formatTime(night.lastEntry)}
          </Box>
          {night.note && (
            <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
              {night.note}
            </Box>
          )}
        </>
      )}
    </ButtonBase>
  );
}

type View = 'month' | 'list';

/** The nights ahead as rows: date (its year when not this year), status, hours and note. */
const listColumns = (today: string): readonly Column<OperatingNight>[] => [
  { header: 'Date', cell: (night) => formatCalendarDate(night.date, today, { long: true }) },
  { header: 'Status', cell: (night) => NIGHT_STATUS[night.status].label },
  { header: 'Hours', cell: (night) => `${formatTime(night.doorsOpen)} – ${formatTime(night.lastEntry)}` },
  { header: 'Note', cell: (night) => night.note ?? '' },
];

/**
 * Staff manage each region's operating nights: a month at a time (arrows, or a month picker) or as a list of the nights
 * ahead, with a bulk add (the calendar then shows the month of the first night added) and a night editor.
 */
export function CalendarPage() {
  const { region, setRegion } = useChosenRegion();
  const { choices, nameOf } = useRegionChoices();
  const regionName = region ? nameOf(region) : '';
  const [month, setMonth] = useState<Month>(() => monthOf(todayIn('America/New_York', new Date())));
  const [view, setView] = useState<View>('month');
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editing, setEditing] = useState<NightDialogTarget | null>(null);
  const { may } = useMember();
  // The hiring manager reads the calendar; the box office changes a night's status; the owner plans the nights.
  const plans = may('calendar');
  const setsStatus = !plans && may('calendar.status');
  const query = useCalendarReadQuery(region ? { region, from: firstDayOf(month), to: lastDayOf(month) } : skipToken);
  // The list: from today to a year ahead, the calendar's default window.
  const ahead = useCalendarReadQuery(region && view === 'list' ? { region } : skipToken);
  const open = (night: OperatingNight | undefined, date: string) => {
    if (plans) setEditing(night ? { night } : { date });
    else if (setsStatus && night) setEditing({ night });
  };
  const { data, isLoading } = query;
  const byDate = new Map((data?.nights ?? []).map((night) => [night.date, night]));
  const counts = NIGHT_STATUSES.map((status) => ({
    status,
    count: (data?.nights ?? []).filter((night) => night.status === status).length,
  }));

  return (
    <>
      <PageHeader
        title="OPERATING CALENDAR"
        subtitle="The nights each park is open, sold out or closed: visitors see them on the home, contact and ticket pages"
        actions={
          plans && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBulkOpen(true)} disabled={!data}>
              Add Nights
            </Button>
          )
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={region ?? null}
          aria-label="Region"
          onChange={(_, next: Region | null) => next && setRegion(next)}
        >
          {choices.map((choice) => (
            <ToggleButton key={choice.key} value={choice.key}>
              {choice.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup exclusive size="small" value={view} aria-label="View" onChange={(_, next: View | null) => next && setView(next)}>
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="list">List</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', visibility: view === 'month' ? 'visible' : 'hidden' }}>
          <TextField
            type="month"
            size="small"
            label="Go to month"
            value={month}
            onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && setMonth(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <IconButton aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="h5" aria-live="polite" sx={{ minWidth: 180, textAlign: 'center' }}>
            {formatMonth(month)}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Typography color="text.secondary" data-testid="calendar-counts">
          {counts.map(({ status, count }) => `${count} ${NIGHT_STATUS[status].label.toLowerCase()}`).join(' · ')}
          {data ? ` · times in ${data.timeZone}` : ''}
        </Typography>
      </Stack>
      <LoadFailure query={query} />
      {view === 'list' && (
        <>
          <LoadFailure query={ahead} />
          <ResponsiveTable
            label={`${regionName}: the nights ahead`}
            columns={listColumns(ahead.data?.today ?? '')}
            rows={ahead.data?.nights}
            rowKey={(night) => night.id}
            loading={ahead.isLoading}
            actions={{
              header: '',
              render: (night) =>
                (plans || setsStatus) && (
                  <Button
                    size="small"
                    onClick={() => open(night, night.date)}
                    aria-label={`Edit the night of ${formatFullDate(night.date)}`}
                  >
                    Edit
                  </Button>
                ),
            }}
          />
          {ahead.data?.nights.length === 0 && <Typography sx={{ mt: 2 }}>No nights planned for the year ahead.</Typography>}
        </>
      )}
      {view === 'month' && isLoading && <Skeleton variant="rounded" height={480} />}
      {view === 'month' && data && (
        <MonthTable
          month={month}
          caption={
            <>
              {regionName}, {formatMonth(month)}: choose a date to add or edit its night
            </>
          }
          sx={{ borderSpacing: '4px', '& th': { color: 'text.secondary', fontSize: '0.85rem', pb: 0.5 } }}
          renderDay={(date, index) => (
            <Box component="td" key={date ?? `blank-${index}`} sx={{ verticalAlign: 'top', p: 0 }}>
              {date && (
                <DayCell date={date} night={byDate.get(date)} isToday={date === data.today} onOpen={() => open(byDate.get(date), date)} />
              )}
            </Box>
          )}
        />
      )}
      {bulkOpen && data && region && (
        <BulkAddDialog
          region={region}
          month={month}
          standardHours={data.standardHours}
          today={data.today}
          onClose={() => setBulkOpen(false)}
          onAdded={(dates) => dates.length > 0 && setMonth(monthOf(dates[0]))}
        />
      )}
      {editing && data && region && (
        <NightDialog
          region={region}
          target={editing}
          standardHours={data.standardHours}
          statusOnly={setsStatus}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
