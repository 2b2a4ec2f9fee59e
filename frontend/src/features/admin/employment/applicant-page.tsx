import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  useEmailTemplatesListQuery,
  useEmploymentAddNoteMutation,
  useEmploymentEraseMutation,
  useLazyEmploymentExportQuery,
  useEmploymentDiscardMailMutation,
  useEmploymentEditNoteMutation,
  useEmploymentFindOneQuery,
  useEmploymentSendOneMutation,
  useEmploymentTimelineQuery,
  type OutboxStatus,
  type TimelineEntryDto,
} from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { EmptyState } from '../shared/empty-state';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { formatDateTime } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { SectionCard } from '../shared/section-card';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMember } from '../shared/use-member';
import { useConfirm } from '../shared/confirm-context';
import { downloadText } from '../shared/download';
import { ApplicationDetails } from './application-details';
import { OUTBOX_STATUS_LABELS } from '../shared/staff-labels';
import { useReportUnsaved } from '../shared/unsaved-changes';
import { AllApplicationsButton } from './all-applications-button';

/** How long a note's author may edit it (the server refuses later edits too). */
const NOTE_EDIT_MS = 15 * 60 * 1000;
const NOTE_MAX = 5000;

const KIND_LABELS: Record<TimelineEntryDto['kind'], string> = {
  submitted: 'Submitted',
  status: 'Status',
  note: 'Note',
  email: 'E-mail',
  audition: 'Audition',
};
const MAIL_COLORS: Record<OutboxStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'info',
  sent: 'success',
  failed: 'error',
  discarded: 'default',
};

function NoteForm({ applicationId }: { applicationId: number }) {
  const [text, setText] = useState('');
  const [addNote, { isLoading }] = useEmploymentAddNoteMutation();
  const { success, failure } = useApiToasts();
  const tooLong = text.length > NOTE_MAX;
  useReportUnsaved(text.trim() !== '' && !isLoading);
  const submit = async () => {
    const result = await addNote({ id: applicationId, applicationNoteBodyDto: { text } });
    if (result.error) return failure('Note not saved', result.error, 'Please try again.');
    setText('');
    success('Note added');
  };
  return (
    <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), void submit())} aria-label="Add a note">
      <TextField
        label="Note"
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={tooLong}
        helperText={tooLong ? `At most ${NOTE_MAX} characters` : 'Only the hiring team sees notes'}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!text.trim() || tooLong || isLoading}>
          {isLoading ? 'Saving...' : 'Add Note'}
        </Button>
      </Box>
    </Stack>
  );
}

function NoteEditor({ applicationId, entry, onDone }: { applicationId: number; entry: TimelineEntryDto; onDone: () => void }) {
  const [text, setText] = useState(entry.text);
  const [editNote, { isLoading }] = useEmploymentEditNoteMutation();
  useReportUnsaved(text !== entry.text && !isLoading);
  const { failure } = useApiToasts();
  const save = async () => {
    const result = await editNote({ id: applicationId, noteId: entry.noteId!, applicationNoteBodyDto: { text } });
    if (result.error) return failure('Note not saved', result.error, 'Please try again.');
    onDone();
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField label="Edit note" multiline minRows={2} value={text} onChange={(event) => setText(event.target.value)} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={save} disabled={!text.trim() || isLoading}>
          Save Note
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

function TimelineItem({
  applicationId,
  entry,
  me,
  timeZone,
}: {
  applicationId: number;
  entry: TimelineEntryDto;
  me: string | undefined;
  timeZone: string;
}) {
  const [editing, setEditing] = useState(false);
  const [discard, { isLoading: discarding }] = useEmploymentDiscardMailMutation();
  const { failure } = useApiToasts();
  const [shownAt] = useState(() => Date.now());
  const editable = entry.kind === 'note' && entry.actor === me && shownAt < new Date(entry.at).getTime() + NOTE_EDIT_MS;
  const discardable = entry.kind === 'email' && (entry.mailStatus === 'pending' || entry.mailStatus === 'failed');
  const discardMail = async () => {
    const result = await discard({ id: applicationId, mailId: entry.mailId! });
    if (result.error) failure('E-mail not discarded', result.error, 'Please try again.');
  };
  return (
    <Box component="li" data-testid="timeline-entry" sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {KIND_LABELS[entry.kind]}
        </Typography>
        {entry.mailStatus && <Chip size="small" color={MAIL_COLORS[entry.mailStatus]} label={OUTBOX_STATUS_LABELS[entry.mailStatus]} />}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(entry.at, timeZone)}
          {entry.actor ? ` · ${entry.actor}` : ''}
        </Typography>
      </Stack>
      {editing ? (
        <NoteEditor applicationId={applicationId} entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.text}</Typography>
      )}
      {entry.mailError && (
        <Typography variant="body2" color="error.main">
          {entry.mailError}
        </Typography>
      )}
      {(editable && !editing) || discardable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {editable && !editing && (
            <Button size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {discardable && (
            <Button size="small" color="error" onClick={discardMail} disabled={discarding}>
              Discard E-mail
            </Button>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}

function SendTemplate({ applicationId }: { applicationId: number }) {
  const { data } = useEmailTemplatesListQuery();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [send, { isLoading }] = useEmploymentSendOneMutation();
  const { success, failure } = useApiToasts();
  const submit = async () => {
    if (templateId === '') return;
    const result = await send({ id: applicationId, sendTemplateDto: { templateId } });
    if (result.error) return failure('E-mail not queued', result.error, 'Please try again.');
    success('E-mail queued', data?.smtpConfigured ? 'It is on its way.' : 'It waits until e-mail is set up.');
    setTemplateId('');
  };
  return (
    <Stack spacing={1.5}>
      {data && !data.smtpConfigured && (
        <Alert severity="warning">
          No mail server is set yet (under E-mail). E-mails wait in the outbox and are sent once one is, or can be discarded.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label="Template"
          value={templateId}
          onChange={(event) => setTemplateId(Number(event.target.value))}
          sx={{ minWidth: 220, flexGrow: 1 }}
        >
          {(data?.templates ?? []).map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={submit} disabled={templateId === '' || isLoading}>
          {isLoading ? 'Sending...' : 'Send E-mail'}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A data-subject request: everything held about the applicant as one file, or all of it erased. */
function PrivacyActions({ applicationId, name, onErasing }: { applicationId: number; name: string; onErasing: () => void }) {
  const [exportData, { isFetching }] = useLazyEmploymentExportQuery();
  const [erase, { isLoading: erasing }] = useEmploymentEraseMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { success, failure } = useApiToasts();
  const download = async () => {
    const result = await exportData(applicationId);
    if (result.error || !result.data) return failure('Export failed', result.error, 'Please try again.');
    downloadText(`application-${applicationId}.json`, JSON.stringify(result.data, null, 2), 'application/json');
  };
  const eraseAll = async () => {
    const sure = await confirm({
      title: 'Erase Applicant',
      message: `Erase the application of ${name} with its notes, timeline and e-mails? This cannot be undone; the audit log keeps only that an application was erased.`,
      confirmLabel: 'Erase',
    });
    if (!sure) return;
    // Stop reading the application first: the page would read it again, erased, once the erase invalidates it.
    onErasing();
    void navigate(paths.admin.employment.getHref());
    const result = await erase(applicationId);
    if (result.error) return failure('Not erased', result.error, 'Please try again.');
    success('Applicant erased', `The application of ${name} and everything about it is gone.`);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="outlined" onClick={download} disabled={isFetching}>
        Export Data
      </Button>
      <Button variant="outlined" color="error" onClick={eraseAll} disabled={erasing}>
        Erase Applicant
      </Button>
    </Stack>
  );
}

/** One applicant: what they sent and its status on the left; the timeline, notes and e-mail on the right. */
export function ApplicantPage() {
  const id = Number(useParams().id);
  const [erasing, setErasing] = useState(false);
  const application = useEmploymentFindOneQuery(id, { skip: !Number.isInteger(id) || erasing });
  const timeline = useEmploymentTimelineQuery(id, { skip: !Number.isInteger(id) || erasing });
  const { profile, may } = useMember();
  const a = application.data;
  const timeZone = useRegionTimeZone()(a?.region);
  return (
    <>
      <PageHeader
        title="APPLICANT"
        subtitle={a ? `${a.firstName} ${a.lastName}` : undefined}
        actions={
          <>
            <AllApplicationsButton startIcon={<ArrowBackIcon />} />
            {may('email-templates') && (
              <Button component={RouterLink} to={paths.admin.emailTemplates.getHref()} variant="outlined">
                E-mail Templates
              </Button>
            )}
          </>
        }
      />
      {application.error ? (
        <LoadFailure query={application} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          <Card variant="outlined">
            <CardContent>{a ? <ApplicationDetails application={a} /> : <Typography>Loading...</Typography>}</CardContent>
          </Card>
          <Stack spacing={3}>
            <SectionCard title="Send E-mail">
              <SendTemplate applicationId={id} />
            </SectionCard>
            {a && (
              <SectionCard title="Privacy">
                <PrivacyActions applicationId={id} name={`${a.firstName} ${a.lastName}`} onErasing={() => setErasing(true)} />
              </SectionCard>
            )}
            <SectionCard title="Timeline">
              <Box component="ol" sx={{ p: 0, m: 0, mb: 2 }} aria-label="Timeline">
                {timeline.data?.map((entry, index) => (
                  <TimelineItem
                    key={`${entry.kind}-${entry.noteId ?? entry.mailId ?? index}`}
                    applicationId={id}
                    entry={entry}
                    me={profile?.username}
                    timeZone={timeZone}
                  />
                ))}
              </Box>
              {timeline.data?.length === 0 && <EmptyState>Nothing yet</EmptyState>}
              <NoteForm applicationId={id} />
            </SectionCard>
          </Stack>
        </Box>
      )}
    </>
  );
}
