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
import { auditionText } from './audition-messages';

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

  /** Says how a change went: the server's refusal, or `done`. */
  const report = (result: { error?: unknown }, done: string) =>
    setMessage(result.error ? { text: serverMessage(result.error as ApiFailure) ?? auditionText('failed'), error: true } : { text: done });
  const choose = async (session: OpenAuditionSessionDto) =>
    report(
      await book({ token, bookAuditionBodyDto: { sessionId: session.id } }),
      auditionText('done.booked', { when: when(session.startsAt, timeZone), place: session.place }),
    );
  const drop = async () => report(await cancel(token), auditionText('done.cancelled'));

  return (
    <>
      <PageHeader title={auditionText('page.title')} subtitle={auditionText('page.subtitle')} />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <Stack spacing={2}>
          {(!hydrated || isLoading) && <CircularProgress aria-label={auditionText('page.loading')} />}
          {error && <Alert severity="error">{serverMessage(error as ApiFailure) ?? auditionText('page.invalidLink')}</Alert>}
          {message && (
            <Alert role="status" severity={message.error ? 'error' : 'success'}>
              {message.text}
            </Alert>
          )}
          {data && (
            <>
              <Typography variant="h5" component="h2">
                {auditionText('page.greeting', { firstName: data.firstName })}
              </Typography>
              {data.booked ? (
                <Card>
                  <CardContent>
                    <Typography variant="overline">{auditionText('booked.title')}</Typography>
                    <SessionLine session={data.booked} timeZone={timeZone} />
                    {data.canChange ? (
                      <Button sx={{ mt: 2 }} color="error" variant="outlined" onClick={drop} disabled={busy}>
                        {auditionText('booked.cancel')}
                      </Button>
                    ) : (
                      <Typography sx={{ mt: 2 }}>{auditionText('booked.tooLate')}</Typography>
                    )}
                  </CardContent>
                </Card>
              ) : (
                <Typography>{auditionText('booked.none')}</Typography>
              )}
              {data.canChange && (
                <>
                  <Typography variant="h6" component="h2">
                    {auditionText(data.booked ? 'sessions.move' : 'sessions.free')}
                  </Typography>
                  {data.sessions.length === 0 && <Typography>{auditionText('sessions.none')}</Typography>}
                  {data.sessions.map((session) => (
                    <Card key={session.id}>
                      <CardContent>
                        <SessionLine session={session} timeZone={timeZone} />
                        <Typography variant="body2">
                          {auditionText(session.freePlaces === 1 ? 'session.placeLeft' : 'session.placesLeft', {
                            count: session.freePlaces,
                          })}
                        </Typography>
                        <Button sx={{ mt: 2 }} variant="contained" onClick={() => choose(session)} disabled={busy}>
                          {auditionText(data.booked ? 'session.moveHere' : 'session.book')}
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
