import * as Yup from 'yup';
import { optionalText, requiredText } from '../shared/validation';

const CAMPAIGN_WORD = /^[A-Za-z0-9._-]*$/;
const campaignWord = (label: string) => `${label} may contain only letters, digits, dots, hyphens and underscores`;

/** The server's rules for a campaign link (backend/src/analytics/dto/campaign-link.dto.ts), with its messages. */
export const campaignLinkSchema = Yup.object({
  slug: requiredText('Slug', 60).matches(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug may contain only lowercase letters, digits and single hyphens',
  ),
  targetPath: requiredText('Page', 300).matches(/^\/(?![/\\])[^\s\\]*$/, 'Page must be a path of this site, starting with /'),
  campaign: requiredText('Campaign', 100).matches(CAMPAIGN_WORD, campaignWord('Campaign')),
  source: requiredText('Source', 100).matches(CAMPAIGN_WORD, campaignWord('Source')),
  medium: optionalText('Medium', 100).matches(CAMPAIGN_WORD, campaignWord('Medium')),
});

export type CampaignLinkValues = Yup.InferType<typeof campaignLinkSchema>;
