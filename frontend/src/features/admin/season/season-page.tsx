import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAnalyticsSeasonStatsQuery, type SeasonStatsResponseDto, type StatsDayDto, type StatsRankDto } from '../../../api/staff-api';
import { downloadText } from '../shared/download';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { SectionCard } from '../shared/section-card';
import { StatCard, StatGrid } from '../shared/stat-card';
import { SeasonChart } from './season-chart';
import { clickThrough, openNights, seasonCsv, shownFigures, weekComparison } from './season-figures';

/**
 * What sells tickets (docs/product.md §10.21): views, ticket clicks and sign-ups per day with the operating nights, as a
 * chart or a table (and its CSV), this week against last, and the pages, stories, attractions and campaigns that bring
 * ticket clicks. The box office sees the ticket clicks only.
 */
export function SeasonPage() {
  const [span, setSpan] = useState<{ from?: string; to?: string }>({});
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const query = useAnalyticsSeasonStatsQuery(span);
  const stats = query.data;
  return (
    <>
      <PageHeader
        title="SEASON"
        subtitle="Counted on the site without cookies: a visitor's repeats within 30 minutes count once, bots and prefetches never"
        actions={
          stats && (
            <Button startIcon={<DownloadIcon />} onClick={() => downloadText(`season-${stats.from}-${stats.to}.csv`, seasonCsv(stats))}>
              Download CSV
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label="From"
          size="small"
          value={span.from ?? stats?.from ?? ''}
          onChange={(event) => setSpan((current) => ({ ...current, from: event.target.value || undefined }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={span.to ?? stats?.to ?? ''}
          onChange={(event) => setSpan((current) => ({ ...current, to: event.target.value || undefined }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <LoadFailure query={query} />
      {stats && <WeekCards stats={stats} />}
      <SectionCard title="Per day" sx={{ mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="chart">Chart</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
        </ToggleButtonGroup>
        {stats && view === 'chart' && (
          <figure style={{ margin: 0 }} aria-label="Per day chart">
            <SeasonChart stats={stats} />
            <Typography component="figcaption" variant="body2" color="text.secondary">
              Dashed lines: operating nights.
            </Typography>
          </figure>
        )}
        {view === 'table' && <DayTable stats={stats} loading={query.isLoading} />}
      </SectionCard>
      {stats && <TopLists stats={stats} />}
    </>
  );
}

function WeekCards({ stats }: { stats: SeasonStatsResponseDto }) {
  const cards = [
    { label: 'Ticket clicks', now: stats.thisWeek.ticketClicks, before: stats.lastWeek.ticketClicks },
    ...(stats.full
      ? [
          { label: 'Page views', now: stats.thisWeek.pageViews ?? 0, before: stats.lastWeek.pageViews ?? 0 },
          { label: 'Sign-ups', now: stats.thisWeek.signUps ?? 0, before: stats.lastWeek.signUps ?? 0 },
        ]
      : []),
  ];
  return (
    <StatGrid>
      {cards.map((card) => (
        <StatCard key={card.label} label={`${card.label} this week`} value={weekComparison(card.now, card.before)} />
      ))}
    </StatGrid>
  );
}

function DayTable({ stats, loading }: { stats?: SeasonStatsResponseDto; loading: boolean }) {
  const open = stats ? openNights(stats) : new Map<string, string[]>();
  const columns: Column<StatsDayDto>[] = [
    { header: 'Day', cell: (day) => day.day },
    ...(stats ? shownFigures(stats) : []).map((figure) => ({
      header: figure.label,
      cell: (day: StatsDayDto) => day[figure.key],
      align: 'right' as const,
    })),
    { header: 'Open', cell: (day) => (open.get(day.day) ?? []).join(', ') },
  ];
  return (
    <Box sx={{ maxHeight: 480, overflow: 'auto' }}>
      <ResponsiveTable label="Per day" size="small" columns={columns} rows={stats?.days} rowKey={(day) => day.day} loading={loading} />
    </Box>
  );
}

function TopLists({ stats }: { stats: SeasonStatsResponseDto }) {
  const lists = [
    { title: 'Top pages', rows: stats.topPages, views: true },
    { title: 'Top stories', rows: stats.topStories, views: true, clickThrough: true },
    { title: 'Top attractions', rows: stats.topAttractions, views: false },
    { title: 'Top campaigns', rows: stats.topCampaigns, views: true },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {lists.map((list) => (
        <SectionCard key={list.title} title={list.title}>
          {list.rows.length === 0 ? (
            <Typography color="text.secondary">No ticket clicks yet.</Typography>
          ) : (
            <ResponsiveTable
              label={list.title}
              size="small"
              columns={rankColumns(stats.full && list.views, !!list.clickThrough)}
              rows={list.rows}
              rowKey={(row) => row.key}
            />
          )}
        </SectionCard>
      ))}
    </Box>
  );
}

function rankColumns(views: boolean, withClickThrough: boolean): Column<StatsRankDto>[] {
  return [
    { header: 'Name', cell: (row) => row.key, sx: { wordBreak: 'break-word' } },
    { header: 'Ticket clicks', cell: (row) => row.ticketClicks, align: 'right' },
    ...(views ? [{ header: 'Views', cell: (row: StatsRankDto) => row.views ?? 0, align: 'right' as const }] : []),
    ...(withClickThrough && views
      ? [{ header: 'Click-through', cell: (row: StatsRankDto) => clickThrough(row.ticketClicks, row.views), align: 'right' as const }]
      : []),
  ];
}
