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
import type { ApiError } from '../../lib/api-error';
import { useServerMessages } from '../../i18n/server-messages';
import { useHydrated } from '../../lib/use-hydrated';
import { useText, useIntl, type PageIntl } from '../../i18n/text';

/**
 * "Saturday, September 12 at 10:00 AM EDT" (with its year when it is not this year's): on the park's clock, named, as
 * the invitation e-mail writes it (formatZoned's long form), in the page's language.
 */
function when(intl: PageIntl, iso: string, timeZone: string): string {
  const yearOf = (date: Date | string) => intl.formatDate(date, { timeZone, year: 'numeric' });
  return intl.formatDate(iso, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(yearOf(iso) !== yearOf(new Date()) && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

function SessionLine({ session, timeZone }: { session: OpenAuditionSessionDto; timeZone: string }) {
  const intl = useIntl();
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{when(intl, session.startsAt, timeZone)}</Typography>
      <Typography color="text.secondary">{session.place}</Typography>
    </>
  );
}

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
  const intl = useIntl();
  const text = useText();
  const server = useServerMessages();

  /** Says how a change went: the server's refusal, or `done`. */
  const report = (result: { error?: unknown }, done: string) =>
    setMessage(result.error ? { text: server.message(result.error as ApiError) ?? text('auditions.failed'), error: true } : { text: done });
  const choose = async (session: OpenAuditionSessionDto) =>
    report(
      await book({ token, bookAuditionBodyDto: { sessionId: session.id } }),
      text('auditions.done.booked', { when: when(intl, session.startsAt, timeZone), place: session.place }),
    );
  const drop = async () => report(await cancel(token), text('auditions.done.cancelled'));

  return (
    <>
      <PageHeader title={text('auditions.page.title')} subtitle={text('auditions.page.subtitle')} />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <Stack spacing={2}>
          {(!hydrated || isLoading) && <CircularProgress aria-label={text('auditions.page.loading')} />}
          {error && <Alert severity="error">{server.message(error as ApiError) ?? text('auditions.page.invalidLink')}</Alert>}
          {message && (
            <Alert role="status" severity={message.error ? 'error' : 'success'}>
              {message.text}
            </Alert>
          )}
          {data && (
            <>
              <Typography variant="h5" component="h2">
                {text('auditions.page.greeting', { firstName: data.firstName })}
              </Typography>
              {data.booked ? (
                <Card>
                  <CardContent>
                    <Typography variant="overline">{text('auditions.booked.title')}</Typography>
                    <SessionLine session={data.booked} timeZone={timeZone} />
                    {data.canChange ? (
                      <Button sx={{ mt: 2 }} color="error" variant="outlined" onClick={drop} disabled={busy}>
                        {text('auditions.booked.cancel')}
                      </Button>
                    ) : (
                      <Typography sx={{ mt: 2 }}>{text('auditions.booked.tooLate')}</Typography>
                    )}
                  </CardContent>
                </Card>
              ) : (
                <Typography>{text('auditions.booked.none')}</Typography>
              )}
              {data.canChange && (
                <>
                  <Typography variant="h6" component="h2">
                    {text(data.booked ? 'auditions.sessions.move' : 'auditions.sessions.free')}
                  </Typography>
                  {data.sessions.length === 0 && <Typography>{text('auditions.sessions.none')}</Typography>}
                  {data.sessions.map((session) => (
                    <Card key={session.id}>
                      <CardContent>
                        <SessionLine session={session} timeZone={timeZone} />
                        <Typography variant="body2">{text('auditions.session.placesLeft', { count: session.freePlaces })}</Typography>
                        <Button sx={{ mt: 2 }} variant="contained" onClick={() => choose(session)} disabled={busy}>
                          {text(data.booked ? 'auditions.session.moveHere' : 'auditions.session.book')}
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
