import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { type RegionKey as Region } from '../../../api/generated-public';
import { useAnnouncementsCreateMutation, type CreateAnnouncementDto } from '../../../api/staff-api';
import { FormDialog } from './form-dialog';
import { FormikTextField } from './form-fields';
import { RegionField, useRegionChoices } from './region-choices';
import { useApiToasts } from './use-api-toasts';
import { useSaveFailure } from './use-save-failure';
import { announcementSchema } from './announcement-schema';

/**
 * "Send an announcement": a subject and a Markdown body to one region's confirmed subscribers. `draft` starts it with
 * a suggested subject and body (the regions screen offers one when a region opens). Without `region` it starts on the
 * first region.
 */
export function AnnouncementDialog({
  region,
  draft,
  onClose,
}: {
  region?: Region;
  draft?: { reason: string; subject: string; body: string };
  onClose: () => void;
}) {
  const [send] = useAnnouncementsCreateMutation();
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();
  const { nameOf } = useRegionChoices();
  const submit = async (values: CreateAnnouncementDto, helpers: FormikHelpers<CreateAnnouncementDto>) => {
    const result = await send({ region: values.region, subject: values.subject.trim(), body: values.body.trim() });
    if (result.error) return saveFailed('Announcement not sent', result.error, helpers);
    const { recipients, progress } = result.data;
    success(
      'Announcement queued',
      progress.waitingFor
        ? `It waits in the outbox for ${progress.waitingFor === 'mail-server' ? 'a mail server' : "the site's public address"} (E-mail); then ${recipients} confirmed subscribers of ${nameOf(values.region)} will get it.`
        : `${recipients} confirmed subscribers of ${nameOf(values.region)} will get it.`,
    );
    onClose();
  };
  return (
    <FormDialog<CreateAnnouncementDto>
      title="Send an Announcement"
      submitLabel="Send"
      submittingLabel="Sending..."
      initialValues={{ region: region ?? '', subject: draft?.subject ?? '', body: draft?.body ?? '' }}
      validationSchema={announcementSchema}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      {draft && <Typography sx={{ fontWeight: 700 }}>{draft.reason}</Typography>}
      <Typography color="text.secondary">
        It goes to the region&apos;s confirmed subscribers, each with their own unsubscribe link, through the mail queue.
      </Typography>
      <RegionField required fullWidth />
      <FormikTextField name="subject" label="Subject" required fullWidth />
      <FormikTextField name="body" label="Body" required fullWidth multiline minRows={6} helperText="Markdown, sent as the e-mail's text" />
    </FormDialog>
  );
}
