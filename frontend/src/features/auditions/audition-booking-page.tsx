import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useApplicantAuditionsBookMutation,
  useApplicantAuditionsCancelMutation,
  useApplicantAuditionsReadQuery,
  type OpenAuditionSessionDto,
} from '../../api/generated-public';
import { PageHeader } from '../../components/layout/page-header';
import { useRegionTimeZone } from '../../components/site-settings/use-region-time-zone';
import { serverMessage } from '../../lib/api-error';
import { useHydrated } from '../../lib/use-hydrated';
import { formatZoned } from '../../lib/zoned-time';

/** "Saturday, September 12 at 10:00 AM EDT": on the park's clock, named, as the invitation e-mail writes it. */
const when = (iso: string, timeZone: string) => formatZoned(iso, timeZone, { long: true, zoneName: true });

function SessionLine({ session, timeZone }: { session: OpenAuditionSessionDto; timeZone: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{when(session.startsAt, timeZone)}</Typography>
      <Typography color="text.secondary">{session.place}</Typography>
    </>
  );
}

type ApiFailure = Parameters<typeof serverMessage>[0];

/**
 * Where an applicant's audition invitation leads (/auditions/{token}): the session booked, and the sessions with a free
 * place to book or move to, up to 24 hours before. Loaded once hydrated: the token is the applicant's alone.
 */
export function AuditionBookingPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const { data, error, isLoading } = useApplicantAuditionsReadQuery(token, { skip: !hydrated || !token });
  const [book, booking] = useApplicantAuditionsBookMutation();
  const [cancel, cancelling] = useApplicantAuditionsCancelMutation();
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const busy = booking.isLoading || cancelling.isLoading;
  const timeZone = useRegionTimeZone()(data?.region);

  const choose = async (session: OpenAuditionSessionDto) => {
    const result = await book({ token, bookAuditionBodyDto: { sessionId: session.id } });
    setMessage(
      result.error
        ? { text: serverMessage(result.error as ApiFailure) ?? 'Please try again', error: true }
        : { text: `Booked: ${when(session.startsAt, timeZone)}, ${session.place}.` },
    );
  };
  const drop = async () => {
    const result = await cancel(token);
    setMessage(
      result.error
        ? { text: serverMessage(result.error as ApiFailure) ?? 'Please try again', error: true }
        : { text: 'Your audition is cancelled.' },
    );
  };

  return (
    <>
      <PageHeader title="YOUR AUDITION" subtitle="Pick a time that suits you. You can change or cancel it up to 24 hours before." />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <Stack spacing={2}>
          {(!hydrated || isLoading) && <CircularProgress aria-label="Loading" />}
          {error && <Alert severity="error">{serverMessage(error as ApiFailure) ?? 'This audition link is not valid'}</Alert>}
          {message && (
            <Alert role="status" severity={message.error ? 'error' : 'success'}>
              {message.text}
            </Alert>
          )}
          {data && (
            <>
              <Typography variant="h5" component="h2">
                Hi {data.firstName},
              </Typography>
              {data.booked ? (
                <Card>
                  <CardContent>
                    <Typography variant="overline">Your audition</Typography>
                    <SessionLine session={data.booked} timeZone={timeZone} />
                    {data.canChange ? (
                      <Button sx={{ mt: 2 }} color="error" variant="outlined" onClick={drop} disabled={busy}>
                        Cancel my audition
                      </Button>
                    ) : (
                      <Typography sx={{ mt: 2 }}>It is less than 24 hours away: it can no longer be changed. See you there!</Typography>
                    )}
                  </CardContent>
                </Card>
              ) : (
                <Typography>You have not booked an audition yet.</Typography>
              )}
              {data.canChange && (
                <>
                  <Typography variant="h6" component="h2">
                    {data.booked ? 'Move to another session' : 'Sessions with free places'}
                  </Typography>
                  {data.sessions.length === 0 && <Typography>No other session has a free place right now.</Typography>}
                  {data.sessions.map((session) => (
                    <Card key={session.id}>
                      <CardContent>
                        <SessionLine session={session} timeZone={timeZone} />
                        <Typography variant="body2">
                          {session.freePlaces} {session.freePlaces === 1 ? 'place' : 'places'} left
                        </Typography>
                        <Button sx={{ mt: 2 }} variant="contained" onClick={() => choose(session)} disabled={busy}>
                          {data.booked ? 'Move here' : 'Book this session'}
                        </Button>
                      </CardContent>
                    </Card>
                  ))}
                </>
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
