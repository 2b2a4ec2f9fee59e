import * as Yup from 'yup';
import { requiredRegion, requiredText } from './validation';
import { spanishMailSchema } from './mail-translation';

export const announcementSchema = Yup.object({
  region: requiredRegion(),
  subject: requiredText('Subject', 150),
  body: requiredText('Body', 20000),
  es: spanishMailSchema({ subject: 150, body: 20000 }),
});

export type AnnouncementValues = Yup.InferType<typeof announcementSchema>;
