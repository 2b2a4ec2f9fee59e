import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEmploymentCoverageQuery } from '../../../api/staff-api';
import { NIGHT_STATUS_LABELS, POSITION_TYPE_LABELS, POSITION_TYPES } from '../../../config/labels';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { todayIn } from '../../../lib/zoned-time';
import { formatCalendarDate } from '../../../lib/zoned-time';
import { EmptyState } from '../shared/empty-state';
import { RegionSelect, useChosenRegion } from '../shared/region-choices';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { AllApplicationsButton } from './all-applications-button';
import { ScrollingTable } from '../shared/scrolling-table';

/** Per upcoming operating night: the accepted staff who said they can work it, per position type; thin nights stand out. */
export function CoveragePage() {
  const { region, setRegion } = useChosenRegion();
  const [target, setTarget] = useState(10);
  const query = useEmploymentCoverageQuery(region ? { region, target } : skipToken);
  const { data } = query;
  const today = todayIn(useRegionTimeZone()(region), new Date());
  return (
    <>
      <PageHeader title="COVERAGE" subtitle="Accepted staff available on each operating night" actions={<AllApplicationsButton />} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <RegionSelect value={region} onChange={setRegion} />
        <TextField
          label="Target per night"
          type="number"
          value={target}
          onChange={(event) => setTarget(Math.min(1000, Math.max(1, Math.round(Number(event.target.value)) || 1)))}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          sx={{ maxWidth: 180 }}
        />
      </Stack>
      <LoadFailure query={query} sx={{ mb: 2 }} />
      {data && data.nights.length === 0 && <EmptyState>No upcoming operating nights</EmptyState>}
      {data && data.nights.length > 0 && (
        <ScrollingTable label="Coverage by night" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Night</TableCell>
              {POSITION_TYPES.map((type) => (
                <TableCell key={type} align="right">
                  {POSITION_TYPE_LABELS[type]}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.nights.map((night) => (
              <TableRow
                key={night.date}
                data-testid="coverage-night"
                sx={night.belowTarget ? { bgcolor: 'rgba(211, 47, 47, 0.15)' } : undefined}
              >
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{formatCalendarDate(night.date, today)}</span>
                    {night.status !== 'open' && (
                      <Chip size="small" label={NIGHT_STATUS_LABELS[night.status as keyof typeof NIGHT_STATUS_LABELS] ?? night.status} />
                    )}
                    {night.belowTarget && <Chip size="small" color="error" label="Below target" />}
                  </Stack>
                </TableCell>
                {POSITION_TYPES.map((type) => (
                  <TableCell key={type} align="right">
                    {night.available[type]}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {night.total}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
    </>
  );
}
