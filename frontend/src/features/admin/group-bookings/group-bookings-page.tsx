import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GroupBookingStatus, type RegionKey as Region } from '../../../api/generated-public';
import {
  useGroupBookingsAssigneesQuery,
  useGroupBookingsListQuery,
  useGroupBookingsRemoveMutation,
  useGroupBookingsUpdateMutation,
  type AssigneeResponseDto as Assignee,
  type StaffGroupBookingResponseDto as GroupBooking,
  type UpdateGroupBookingDto,
} from '../../../api/staff-api';
import { GROUP_BOOKING_STATUS_LABELS } from '../../../config/labels';
import { formatLongDate } from '../../../lib/calendar-dates';
import { deletionTexts, useRecordAction } from '../shared/use-record-action';
import { EmptyState } from '../shared/empty-state';
import { FilterSelect } from '../shared/filter-select';
import { RegionFilter, RegionName } from '../shared/region-choices';
import { optionsFrom } from '../shared/form-fields';
import { formatDateTime } from '../shared/format-date';
import { ListScreen } from '../shared/list-screen';
import { DeleteButton } from '../shared/row-actions';
import { useFilter } from '../shared/use-filter';
import { VisitorLanguageChip } from '../shared/visitor-language-chip';
import { usePage } from '../shared/use-page';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

const STATUS_OPTIONS = optionsFrom(GROUP_BOOKING_STATUS_LABELS);

function BookingRow({ booking: b, assignees }: { booking: GroupBooking; assignees: Assignee[] }) {
  const timeZoneOf = useRegionTimeZone();
  const [update, { isLoading: saving }] = useGroupBookingsUpdateMutation();
  const [remove, { isLoading: deleting }] = useGroupBookingsRemoveMutation();
  const act = useRecordAction();

  const change = (body: UpdateGroupBookingDto, detail: string) =>
    act({ failed: 'Request not updated', done: 'Request updated', detail }, () => update({ id: b.id, updateGroupBookingDto: body }));
  const onDelete = () => act(deletionTexts('request', `the request from ${b.groupName}`), () => remove(b.id));
  const assigneeName = (id: number | null) => assignees.find((member) => member.id === id)?.username;

  return (
    <Paper
      variant="outlined"
      data-testid="group-booking"
      sx={{ p: 2, borderLeft: 4, borderLeftColor: b.status === 'new' ? 'primary.main' : 'divider' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>
              {b.groupName}
            </Typography>
            <Chip size="small" label={`${b.groupSize} people`} />
            <Chip size="small" variant="outlined" label={<RegionName region={b.region} />} />
            <VisitorLanguageChip language={b.language} />
            <Chip size="small" color={b.status === 'new' ? 'primary' : 'default'} label={GROUP_BOOKING_STATUS_LABELS[b.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {b.name} · {b.email} · {b.phone} · {formatDateTime(b.createdAt, timeZoneOf(b.region))}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Preferred nights: {b.preferredNights.length ? b.preferredNights.map(formatLongDate).join(', ') : 'none given'}
          </Typography>
          {b.notes && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{b.notes}</Typography>}
        </Box>
        <Stack spacing={1.5} sx={{ flexShrink: 0, minWidth: 200 }}>
          <TextField
            select
            size="small"
            label="Status"
            value={b.status}
            disabled={saving}
            onChange={(event) => {
              const status = event.target.value as GroupBookingStatus;
              void change({ status }, `${b.groupName} is now ${GROUP_BOOKING_STATUS_LABELS[status].toLowerCase()}.`);
            }}
          >
            {STATUS_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Assigned to"
            value={b.assigneeId ?? ''}
            disabled={saving}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              const assigneeId = event.target.value === '' ? null : Number(event.target.value);
              void change(
                { assigneeId },
                assigneeId ? `${assigneeName(assigneeId)} handles ${b.groupName}.` : `${b.groupName} is unassigned.`,
              );
            }}
          >
            <MenuItem value="">Nobody</MenuItem>
            {b.assigneeId !== null && !assigneeName(b.assigneeId) && <MenuItem value={b.assigneeId}>Former member</MenuItem>}
            {assignees.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.username}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button size="small" href={`mailto:${b.email}`} startIcon={<ReplyIcon />}>
              Reply
            </Button>
            <DeleteButton label={`Delete the request from ${b.groupName}`} onClick={onDelete} disabled={deleting} />
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The group booking requests: their own inbox, with a status and the staff member handling each. */
export function GroupBookingsPage() {
  const page = usePage(20);
  const status = useFilter<GroupBookingStatus | ''>('', page.reset);
  const region = useFilter<Region | ''>('', page.reset);
  const query = useGroupBookingsListQuery({
    limit: page.limit,
    offset: page.offset,
    status: status.value || undefined,
    region: region.value || undefined,
  });
  const { data: assignees = [] } = useGroupBookingsAssigneesQuery();

  return (
    <ListScreen
      title="GROUP BOOKINGS"
      subtitle="Requests from groups of 15 or more, sent from the Group Bookings pages"
      filters={
        <>
          <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...status} />
          <RegionFilter {...region} minWidth={180} />
        </>
      }
      query={query}
      empty={
        <EmptyState>
          {status.value ? `No ${GROUP_BOOKING_STATUS_LABELS[status.value].toLowerCase()} requests` : 'No group booking requests yet'}
        </EmptyState>
      }
      layout="rows"
      skeletons={{ count: 3, height: 140 }}
      page={page}
    >
      {(booking) => <BookingRow key={booking.id} booking={booking} assignees={assignees} />}
    </ListScreen>
  );
}
