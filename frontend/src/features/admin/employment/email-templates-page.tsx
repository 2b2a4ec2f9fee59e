import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type ApplicationStatus } from '../../../api/generated-public';
import {
  useEmailTemplatesCreateMutation,
  useEmailTemplatesListQuery,
  useEmailTemplatesReplaceMutation,
  type EmailTemplateResponseDto,
} from '../../../api/staff-api';
import { APPLICATION_STATUS_LABELS } from '../../../config/labels';
import { FormDialog } from '../shared/form-dialog';
import { FormikSelect, FormikTextField } from '../shared/form-fields';
import { LoadFailure } from '../shared/load-failure';
import { AddButton, PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { emailTemplateSchema, type EmailTemplateValues } from './email-template-schema';
import { AllApplicationsButton } from './all-applications-button';
import { mailTranslationsBody, SpanishMailFields, spanishMailValues, speaksSpanish } from '../shared/mail-translation';
import { useRegionList } from '../../../lib/use-current-region';

const NEVER = '';
const SEND_ON_OPTIONS = [
  { value: NEVER, label: 'Only when sent by hand' },
  { value: 'pending', label: 'To every new applicant' },
  ...(['reviewing', 'accepted', 'rejected'] as const).map((status) => ({
    value: status,
    label: `When the status becomes ${APPLICATION_STATUS_LABELS[status]}`,
  })),
];
const sendOnLabel = (status: ApplicationStatus | null) => SEND_ON_OPTIONS.find((option) => option.value === (status ?? NEVER))!.label;

function TemplateDialog({
  template,
  placeholders,
  onClose,
}: {
  template: EmailTemplateResponseDto | null;
  placeholders: string[];
  onClose: () => void;
}) {
  const [create] = useEmailTemplatesCreateMutation();
  const [replace] = useEmailTemplatesReplaceMutation();
  const saveFailure = useSaveFailure();
  const { success } = useApiToasts();
  // Written where a region has Spanish pages (or the template has its Spanish already).
  const spanish = speaksSpanish(useRegionList()) || Boolean(template?.translations.es);
  const initialValues: EmailTemplateValues = {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
    sendOnStatus: template?.sendOnStatus ?? NEVER,
    es: spanishMailValues(template?.translations),
  };
  const placeholderList = `Placeholders: ${placeholders.map((name) => `{${name}}`).join(', ')}`;
  return (
    <FormDialog<EmailTemplateValues>
      title={template ? 'Edit Template' : 'Add Template'}
      maxWidth="md"
      submitLabel="Save Template"
      submittingLabel="Saving..."
      initialValues={initialValues}
      validationSchema={emailTemplateSchema}
      onClose={onClose}
      onSubmit={async (values, form) => {
        const emailTemplateBodyDto = {
          name: values.name,
          subject: values.subject,
          body: values.body,
          sendOnStatus: (values.sendOnStatus || null) as ApplicationStatus | null,
          translations: mailTranslationsBody(values.es),
        };
        const result = template ? await replace({ id: template.id, emailTemplateBodyDto }) : await create(emailTemplateBodyDto);
        if (result.error) return saveFailure('Template not saved', result.error, form);
        success('Template saved', `"${values.name}" is saved.`);
        onClose();
      }}
    >
      <FormikTextField name="name" label="Name" required fullWidth />
      <FormikTextField name="subject" label="Subject" required fullWidth />
      <FormikTextField name="body" label="Body (Markdown)" required fullWidth multiline minRows={8} helperText={placeholderList} />
      <FormikSelect name="sendOnStatus" label="Send automatically" options={SEND_ON_OPTIONS} fullWidth />
      {spanish && <SpanishMailFields name="es" bodyHelper={`Markdown. ${placeholderList}`} />}
    </FormDialog>
  );
}

/** The e-mails staff send applicants: by hand from an applicant's page or a selection, or by themselves per status. */
export function EmailTemplatesPage() {
  const query = useEmailTemplatesListQuery();
  const { data } = query;
  const [editing, setEditing] = useState<EmailTemplateResponseDto | null | undefined>(undefined);
  return (
    <>
      <PageHeader
        title="E-MAIL TEMPLATES"
        subtitle="What applicants receive, with their name and position filled in"
        actions={
          <>
            <AllApplicationsButton />
            <AddButton onClick={() => setEditing(null)}>Add Template</AddButton>
          </>
        }
      />
      <LoadFailure query={query} sx={{ mb: 2 }} />
      {data && !data.smtpConfigured && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          No mail server is set yet (under E-mail), so nothing is sent yet. {data.waitingForSmtp} e-mail
          {data.waitingForSmtp === 1 ? ' waits' : 's wait'} in the queue and will be sent once it is; staff can discard them on each
          applicant's page.
        </Alert>
      )}
      <Stack spacing={2}>
        {data?.templates.map((template) => (
          <Card key={template.id} variant="outlined" data-testid="email-template">
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {template.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={template.sendOnStatus ? 'success' : 'default'}
                    label={sendOnLabel(template.sendOnStatus)}
                  />
                  <Button size="small" onClick={() => setEditing(template)} aria-label={`Edit ${template.name}`}>
                    Edit
                  </Button>
                </Stack>
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {template.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {template.body}
              </Typography>
              {template.translations.es && (
                <Typography variant="body2" lang="es" sx={{ mt: 1, fontStyle: 'italic' }}>
                  In Spanish: {template.translations.es.subject}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {editing !== undefined && data && (
        <TemplateDialog template={editing} placeholders={data.placeholders} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
