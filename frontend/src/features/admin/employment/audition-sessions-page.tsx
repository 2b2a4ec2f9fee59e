import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type AuditionAttendance, type PositionType } from '../../../api/generated-public';
import {
  useAuditionSessionsAttendeesQuery,
  useAuditionSessionsCreateMutation,
  useAuditionSessionsListQuery,
  useAuditionSessionsMarkMutation,
  useAuditionSessionsRemoveMutation,
  useAuditionSessionsReplaceMutation,
  type AuditionSessionResponseDto,
} from '../../../api/staff-api';
import { POSITION_TYPE_LABELS, POSITION_TYPES } from '../../../config/labels';
import { paths } from '../../../config/paths';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { serverMessage } from '../../../lib/api-error';
import { formatZoned, fromZonedInput, toZonedInput } from '../../../lib/zoned-time';
import { RegionName, RegionSelect, useChosenRegion } from '../shared/region-choices';
import { PageHeader } from '../shared/page-header';
import { AllApplicationsButton } from './all-applications-button';
import { ScrollingTable } from '../shared/scrolling-table';

const ATTENDANCE_LABELS: Record<AuditionAttendance, string> = { booked: 'Booked', attended: 'Attended', 'no-show': 'No-show' };
type ApiFailure = Parameters<typeof serverMessage>[0];

/** Publishes a session, or changes `session` (booked applicants are told by e-mail when its time or place changes). */
function SessionForm({ session, onDone }: { session?: AuditionSessionResponseDto; onDone?: () => void }) {
  const [create, creating] = useAuditionSessionsCreateMutation();
  const [replace, replacing] = useAuditionSessionsReplaceMutation();
  const timeZoneOf = useRegionTimeZone();
  // The date and time are the wall clock of the session's region, whatever this browser's zone.
  const [startsAt, setStartsAt] = useState(session ? toZonedInput(session.startsAt, timeZoneOf(session.region)) : '');
  const [place, setPlace] = useState(session?.place ?? '');
  const [capacity, setCapacity] = useState(session?.capacity ?? 20);
  const { region, setRegion } = useChosenRegion(session?.region);
  const [positionTypes, setPositionTypes] = useState<PositionType[]>(session?.positionTypes ?? ['actor']);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const instant = fromZonedInput(startsAt, timeZoneOf(region));
    if (!instant) return setError('Choose the date and time');
    if (!region) return setError('Choose the region');
    const body = { startsAt: instant, place, capacity, region, positionTypes };
    const result = session ? await replace({ id: session.id, auditionSessionBodyDto: body }) : await create(body);
    if (result.error) return setError(serverMessage(result.error as ApiFailure) ?? 'Could not save the session');
    setError(undefined);
    if (session) return onDone?.();
    setPlace('');
  };
  const toggle = (type: PositionType) =>
    setPositionTypes((types) => (types.includes(type) ? types.filter((t) => t !== type) : [...types, type]));
  const title = session ? `Change the session of ${formatZoned(session.startsAt, timeZoneOf(session.region))}` : 'Publish a session';

  return (
    <Paper
      component="form"
      onSubmit={submit}
      sx={{ p: 2, mb: 3 }}
      aria-label={session ? 'Change audition session' : 'New audition session'}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={`Date and time (${timeZoneOf(region)})`}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField label="Place" value={place} onChange={(e) => setPlace(e.target.value)} required sx={{ flex: 1 }} />
        <TextField
          label="Capacity"
          type="number"
          value={capacity}
          onChange={(e) => setCapacity(Number(e.target.value))}
          slotProps={{ htmlInput: { min: Math.max(1, session?.bookedCount ?? 0), max: 500 } }}
          sx={{ width: 120 }}
        />
        <RegionSelect value={region} onChange={setRegion} minWidth={160} />
      </Stack>
      <FormGroup row sx={{ mt: 1 }}>
        {POSITION_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={<Checkbox checked={positionTypes.includes(type)} onChange={() => toggle(type)} />}
            label={POSITION_TYPE_LABELS[type]}
          />
        ))}
      </FormGroup>
      {session && session.bookedCount > 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          {session.bookedCount} booked: a new time or place is e-mailed to them.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={creating.isLoading || replacing.isLoading}>
          {session ? 'Save Changes' : 'Publish Session'}
        </Button>
        {session && <Button onClick={onDone}>Cancel</Button>}
      </Stack>
    </Paper>
  );
}

function Attendees({ sessionId }: { sessionId: number }) {
  const { data } = useAuditionSessionsAttendeesQuery(sessionId);
  const [mark] = useAuditionSessionsMarkMutation();
  if (!data) return null;
  if (data.attendees.length === 0) return <Typography sx={{ p: 2 }}>Nobody has booked this session yet.</Typography>;
  return (
    <Table size="small" aria-label="Attendees">
      <TableBody>
        {data.attendees.map((a) => (
          <TableRow key={a.bookingId}>
            <TableCell>
              <RouterLink to={paths.admin.application.getHref(a.applicationId)}>
                {a.firstName} {a.lastName}
              </RouterLink>
            </TableCell>
            <TableCell>{POSITION_TYPE_LABELS[a.positionType]}</TableCell>
            <TableCell>{ATTENDANCE_LABELS[a.attendance]}</TableCell>
            <TableCell align="right">
              {(['attended', 'no-show'] as const).map((attendance) => (
                <Button
                  key={attendance}
                  size="small"
                  disabled={a.attendance === attendance}
                  onClick={() => mark({ id: sessionId, bookingId: a.bookingId, attendanceBodyDto: { attendance } })}
                >
                  {ATTENDANCE_LABELS[attendance]}
                </Button>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Audition sessions: publish one, change it, see who booked each, mark them attended or no-show. */
export function AuditionSessionsPage() {
  const { data, isError } = useAuditionSessionsListQuery();
  const [remove] = useAuditionSessionsRemoveMutation();
  const [open, setOpen] = useState<number>();
  const [editing, setEditing] = useState<number>();
  const [error, setError] = useState<string>();
  const edited = data?.sessions.find((s) => s.id === editing);
  const timeZoneOf = useRegionTimeZone();
  const when = (session: AuditionSessionResponseDto) => formatZoned(session.startsAt, timeZoneOf(session.region));
  const drop = async (id: number) => {
    const result = await remove(id);
    setError(result.error ? serverMessage(result.error as ApiFailure) : undefined);
  };
  return (
    <>
      <PageHeader
        title="AUDITIONS"
        subtitle="Sessions applicants book from the link in their invitation ({auditionLink})"
        actions={<AllApplicationsButton />}
      />
      {edited ? <SessionForm key={edited.id} session={edited} onDone={() => setEditing(undefined)} /> : <SessionForm />}
      {isError && <Alert severity="error">The audition sessions could not be loaded.</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <ScrollingTable label="Audition sessions" framed>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Place</TableCell>
            <TableCell>Region</TableCell>
            <TableCell>Positions</TableCell>
            <TableCell>Booked</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.sessions.map((s) => [
            <TableRow key={s.id}>
              <TableCell>{when(s)}</TableCell>
              <TableCell>{s.place}</TableCell>
              <TableCell>
                <RegionName region={s.region} />
              </TableCell>
              <TableCell>{s.positionTypes.map((t) => POSITION_TYPE_LABELS[t]).join(', ')}</TableCell>
              <TableCell>
                {s.bookedCount} / {s.capacity}
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setOpen(open === s.id ? undefined : s.id)}>
                  {open === s.id ? 'Hide List' : 'List'}
                </Button>
                <Button size="small" onClick={() => setEditing(s.id)} aria-label={`Change the session of ${when(s)}`}>
                  Change
                </Button>
                <Button size="small" color="error" disabled={s.bookedCount > 0} onClick={() => drop(s.id)}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>,
            open === s.id && (
              <TableRow key={`${s.id}-attendees`}>
                <TableCell colSpan={6}>
                  <Attendees sessionId={s.id} />
                </TableCell>
              </TableRow>
            ),
          ])}
        </TableBody>
      </ScrollingTable>
    </>
  );
}
