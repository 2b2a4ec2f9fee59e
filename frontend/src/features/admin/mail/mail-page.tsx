import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  useMailOutboxListQuery,
  useMailSettingsGetQuery,
  useMailSettingsReplaceMutation,
  useMailSettingsTestMutation,
  type MailSettingsResponseDto,
  type OutboxMailResponseDto as OutboxMail,
  type OutboxStatus,
  type TestMailResponseDto,
} from '../../../api/staff-api';
import { fieldErrors } from '../../../lib/api-error';
import { EmptyState } from '../shared/empty-state';
import { FilterTabs } from '../shared/filter-tabs';
import { formatDateTime } from '../shared/format-date';
import { FormikTextField, SaveButton } from '../shared/form-fields';
import { ListPagination } from '../shared/list-pagination';
import { ListResults } from '../shared/list-results';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { OUTBOX_STATUS_LABELS } from '../shared/staff-labels';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSendMailAgain } from '../shared/use-send-mail-again';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { mailSettingsSchema, testMailSchema, type MailSettingsValues } from './mail-settings-schema';

/** Why a queued e-mail has not gone out, in the words of the screen that fixes it. */
/** Why a pending mail waits (the API's `waitingFor`). */
type MailWaitingFor = NonNullable<OutboxMail['waitingFor']>;

export const WAITING_FOR_LABELS: Record<MailWaitingFor, string> = {
  'mail-server': 'Waiting for a mail server: set it above',
  'public-address': "Waiting for the site's public address (its links are made on it): set it above",
};

const ENV_NAMES = { smtpUrl: 'SMTP_URL', mailFrom: 'MAIL_FROM', publicUrl: 'PUBLIC_URL' } as const;

const STATUS_TABS = [
  { value: 'pending', label: 'Waiting' },
  { value: 'failed', label: 'Failed' },
  { value: 'sent', label: 'Sent' },
  { value: 'discarded', label: 'Discarded' },
] as const satisfies readonly { value: OutboxStatus; label: string }[];

const STATUS_COLORS = { pending: 'warning', sent: 'success', failed: 'error', discarded: 'default' } as const;

function MailSettingsForm({ settings }: { settings: MailSettingsResponseDto }) {
  const [save] = useMailSettingsReplaceMutation();
  const { success, failure } = useApiToasts();
  const locked = settings.locked;
  const initial: MailSettingsValues = { smtpUrl: '', mailFrom: settings.mailFrom, publicUrl: settings.publicUrl ?? '' };
  const lockedHint = (field: keyof typeof ENV_NAMES) =>
    locked[field] ? `Set by ${ENV_NAMES[field]} on the server, which wins; change it there` : undefined;

  const submit = async (values: MailSettingsValues, helpers: FormikHelpers<MailSettingsValues>) => {
    const body = {
      ...(!locked.smtpUrl && values.smtpUrl?.trim() ? { smtpUrl: values.smtpUrl.trim() } : {}),
      ...(!locked.mailFrom ? { mailFrom: values.mailFrom?.trim() || null } : {}),
      ...(!locked.publicUrl ? { publicUrl: values.publicUrl?.trim() || null } : {}),
    };
    const result = await save(body);
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure('Mail settings not saved', result.error, 'Please try again.');
      return;
    }
    success('Mail settings saved', 'Waiting e-mails go out with them now.');
    helpers.resetForm({ values: { smtpUrl: '', mailFrom: result.data.mailFrom, publicUrl: result.data.publicUrl ?? '' } });
  };

  return (
    <Formik<MailSettingsValues> initialValues={initial} validationSchema={mailSettingsSchema} onSubmit={submit}>
      {() => (
        <Form noValidate aria-label="Mail settings">
          <Stack spacing={2.5}>
            <FormikTextField
              name="smtpUrl"
              label="Mail server (SMTP URL)"
              placeholder={settings.smtpServer ?? 'smtps://user:password@smtp.example.com:465'}
              helperText={
                lockedHint('smtpUrl') ??
                (settings.smtpServer
                  ? `Now ${settings.smtpServer}. Stored encrypted and never shown again: leave empty to keep it.`
                  : 'None set yet: e-mails wait in the outbox until one is. Stored encrypted and never shown again.')
              }
              disabled={locked.smtpUrl}
              autoComplete="off"
              fullWidth
            />
            <FormikTextField
              name="mailFrom"
              label="From address"
              helperText={lockedHint('mailFrom') ?? 'The sender of every e-mail, e.g. Haunted Park <no-reply@park.example.com>'}
              disabled={locked.mailFrom}
              fullWidth
            />
            <FormikTextField
              name="publicUrl"
              label="Public address of the site"
              helperText={
                lockedHint('publicUrl') ??
                'e.g. https://park.example.com: every link in an e-mail is made on it, and e-mails with links wait until it is set'
              }
              disabled={locked.publicUrl}
              fullWidth
            />
            <Box>
              <SaveButton>Save Mail Settings</SaveButton>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function TestMail({ ready }: { ready: boolean }) {
  const [send] = useMailSettingsTestMutation();
  const { failure } = useApiToasts();
  const [result, setResult] = useState<TestMailResponseDto & { to: string }>();
  const submit = async ({ to }: { to: string }, helpers: FormikHelpers<{ to: string }>) => {
    setResult(undefined);
    const answer = await send({ to: to.trim() });
    if (answer.error) {
      helpers.setErrors(fieldErrors(answer.error));
      failure('Test e-mail not sent', answer.error, 'Set a mail server first.');
      return;
    }
    setResult({ ...answer.data, to: to.trim() });
    // The address has done its work: leaving the screen now loses nothing, so the guard does not ask.
    helpers.resetForm({ values: { to } });
  };
  return (
    <Formik initialValues={{ to: '' }} validationSchema={testMailSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Send a test e-mail">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormikTextField name="to" label="Send a test e-mail to" type="email" sx={{ flex: 1 }} />
            <Button type="submit" variant="outlined" startIcon={<SendIcon />} disabled={isSubmitting || !ready} sx={{ mt: { sm: 1 } }}>
              {isSubmitting ? 'Sending...' : 'Send a Test E-mail'}
            </Button>
          </Stack>
          {result && (
            <Alert severity={result.sent ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
              {result.sent
                ? `The mail server accepted the test e-mail to ${result.to}.`
                : `The mail server did not take the test e-mail: ${result.error ?? 'no answer'}`}
            </Alert>
          )}
        </Form>
      )}
    </Formik>
  );
}

function OutboxRow({ mail }: { mail: OutboxMail }) {
  const { sendAgain, sending } = useSendMailAgain(mail);
  const why = mail.waitingFor ? WAITING_FOR_LABELS[mail.waitingFor] : mail.status === 'failed' ? (mail.lastError ?? 'unknown error') : null;
  return (
    <Paper variant="outlined" data-testid="outbox-row" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: '1 1 240px', overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
        <Chip size="small" color={STATUS_COLORS[mail.status]} label={OUTBOX_STATUS_LABELS[mail.status]} />
        {mail.status === 'failed' && (
          <Button size="small" startIcon={<ReplayIcon />} onClick={sendAgain} disabled={sending}>
            Send again
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        To {mail.to} · {formatDateTime(mail.createdAt)}
        {mail.sentAt ? ` · sent ${formatDateTime(mail.sentAt)}` : ''}
        {mail.attempts ? ` · ${mail.attempts} attempt(s)` : ''}
      </Typography>
      {why && (
        <Typography variant="body2" color={mail.status === 'failed' ? 'error' : 'warning.main'} sx={{ mt: 0.5 }}>
          {why}
        </Typography>
      )}
    </Paper>
  );
}

/** Every e-mail the app queued, by state, refreshed while the screen is open: what waits and why, what failed. */
function Outbox() {
  const page = usePage(20);
  const status = useFilter<OutboxStatus>('pending', page.reset);
  const query = useMailOutboxListQuery({ status: status.value, limit: page.limit, offset: page.offset }, { pollingInterval: 5000 });
  return (
    <Box component="section" aria-labelledby="outbox-title" sx={{ mt: 5 }}>
      <Typography id="outbox-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Outbox
      </Typography>
      <FilterTabs label="Show e-mails" tabs={STATUS_TABS} {...status} />
      <ListResults query={query} empty={<EmptyState>No e-mails here</EmptyState>} layout="rows" skeletons={{ count: 3, height: 72 }}>
        {(mail) => <OutboxRow key={mail.id} mail={mail} />}
      </ListResults>
      <ListPagination state={page} total={query.data?.total ?? 0} />
    </Box>
  );
}

/** The park's mail: the mail server, the sender and the site's address (saved here unless the server sets them), and the outbox. */
export function MailPage() {
  const query = useMailSettingsGetQuery();
  const { data, isLoading } = query;
  return (
    <>
      <PageHeader
        title="E-MAIL"
        subtitle="The mail server staff alerts, sign-up links and mail to applicants go out through, and the outbox"
      />
      {isLoading && <Skeleton variant="rounded" height={320} />}
      {!isLoading && !data && <LoadFailure query={query} />}
      {data && (
        <Stack spacing={3}>
          {(!data.smtpServer || !data.publicUrl) && (
            <Alert severity="warning">
              {!data.smtpServer
                ? 'No mail server is set: every e-mail waits in the outbox below until one is.'
                : "The site's public address is not set: e-mails with links (sign-up confirmations, audition links) wait until it is."}
            </Alert>
          )}
          <Card variant="outlined">
            <CardContent>
              <MailSettingsForm settings={data} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <TestMail ready={!!data.smtpServer} />
            </CardContent>
          </Card>
        </Stack>
      )}
      <Outbox />
    </>
  );
}
