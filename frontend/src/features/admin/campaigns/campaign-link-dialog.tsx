import Stack from '@mui/material/Stack';
import {
  useCampaignLinksCreateMutation,
  useCampaignLinksReplaceMutation,
  type CampaignLinkBodyDto,
  type CampaignLinkResponseDto as CampaignLink,
} from '../../../api/staff-api';
import { FormikTextField } from '../shared/form-fields';
import { RecordDialog } from '../shared/record-dialog';
import { campaignLinkSchema, type CampaignLinkValues } from './campaign-link-schema';

const NEW_LINK: CampaignLinkValues = { slug: '', targetPath: '/', campaign: '', source: '', medium: '' };

const toBody = (values: CampaignLinkValues): CampaignLinkBodyDto => ({
  slug: values.slug.trim(),
  targetPath: values.targetPath.trim(),
  campaign: values.campaign.trim(),
  source: values.source.trim(),
  medium: values.medium?.trim() || null,
});

export function CampaignLinkDialog({ link, onClose }: { link?: CampaignLink; onClose: () => void }) {
  const [create] = useCampaignLinksCreateMutation();
  const [replace] = useCampaignLinksReplaceMutation();
  return (
    <RecordDialog
      noun="campaign link"
      record={link}
      blank={NEW_LINK}
      validationSchema={campaignLinkSchema}
      toBody={toBody}
      save={(body) => (link ? replace({ id: link.id, campaignLinkBodyDto: body }) : create(body))}
      nameOf={(body) => `/go/${body.slug}`}
      onClose={onClose}
    >
      <FormikTextField name="slug" label="Slug" required fullWidth helperText="The link is /go/ and this, e.g. fall-mail" />
      <FormikTextField name="targetPath" label="Page" required fullWidth helperText="A page of the site, e.g. /new-york/dark-legends" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField name="campaign" label="Campaign" required fullWidth helperText="utm_campaign" />
        <FormikTextField name="source" label="Source" required fullWidth helperText="utm_source, e.g. newsletter" />
        <FormikTextField name="medium" label="Medium" fullWidth helperText="utm_medium, e.g. email" />
      </Stack>
    </RecordDialog>
  );
}
