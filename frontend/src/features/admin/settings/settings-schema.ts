import * as Yup from 'yup';
import { optionalHttpUrl } from '../shared/validation';

/** Contact details are optional: the site leaves out what the park has not given. */
const email = () => Yup.string().trim().email('Please enter a valid email address').max(254);

export const settingsSchema = Yup.object({
  parkName: Yup.string().trim().required('Park name is required').max(80, 'Park name must be at most 80 characters'),
  tagline: Yup.string().trim().max(200, 'Tagline must be at most 200 characters'),
  logoUrl: Yup.string().trim(),
  phone: Yup.string().trim().max(30, 'Phone must be at most 30 characters'),
  groupsPhone: Yup.string().trim().max(30, 'Phone must be at most 30 characters'),
  infoEmail: email(),
  groupsEmail: email(),
  jobsEmail: email(),
  facebookUrl: optionalHttpUrl(),
  instagramUrl: optionalHttpUrl(),
  tiktokUrl: optionalHttpUrl(),
  youtubeUrl: optionalHttpUrl(),
  twitterUrl: optionalHttpUrl(),
  ga4MeasurementId: Yup.string()
    .trim()
    .matches(/^G-[A-Z0-9]{4,12}$/, {
      message: 'GA4 measurement ID must be G- followed by 4 to 12 capital letters or digits (e.g. G-AB12CD34EF)',
      excludeEmptyString: true,
    }),
  metaPixelId: Yup.string()
    .trim()
    .matches(/^\d{15,16}$/, { message: 'Meta pixel ID must be 15 or 16 digits', excludeEmptyString: true }),
});

export type SettingsValues = Record<keyof typeof settingsSchema.fields, string>;
