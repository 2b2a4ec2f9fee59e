import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { type RegionKey as Region } from '../../../api/generated-public';
import { useAnnouncementsCreateMutation } from '../../../api/staff-api';
import { useRegionList } from '../../../lib/use-current-region';
import { FormDialog } from './form-dialog';
import { FormikTextField } from './form-fields';
import { RegionField, useRegionChoices } from './region-choices';
import { useApiToasts } from './use-api-toasts';
import { useSaveFailure } from './use-save-failure';
import { announcementSchema, type AnnouncementValues } from './announcement-schema';
import { mailTranslationsBody, SpanishMailFields, spanishMailValues, speaksSpanish } from './mail-translation';
import { useFormikContext } from 'formik';

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
  const submit = async (values: AnnouncementValues, helpers: FormikHelpers<AnnouncementValues>) => {
    const result = await send({
      region: values.region,
      subject: values.subject.trim(),
      body: values.body.trim(),
      translations: mailTranslationsBody(values.es),
    });
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
    <FormDialog<AnnouncementValues>
      title="Send an Announcement"
      submitLabel="Send"
      submittingLabel="Sending..."
      initialValues={{ region: region ?? '', subject: draft?.subject ?? '', body: draft?.body ?? '', es: spanishMailValues() }}
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
      <SpanishOfRegion />
    </FormDialog>
  );
}

/** The Spanish, for a region with Spanish pages: its subscribers who signed up on them get it. */
function SpanishOfRegion() {
  const regions = useRegionList();
  const { values } = useFormikContext<AnnouncementValues>();
  const chosen = regions.filter((region) => region.key === values.region);
  return speaksSpanish(chosen) ? <SpanishMailFields name="es" bodyHelper="Markdown, sent as the e-mail's text" /> : null;
}
