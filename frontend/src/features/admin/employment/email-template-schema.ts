import * as Yup from 'yup';
import { requiredText } from '../shared/validation';
import { spanishMailSchema } from '../shared/mail-translation';

/** The server also refuses an unknown placeholder; its message shows under the field. */
export const emailTemplateSchema = Yup.object({
  name: requiredText('Name', 100),
  subject: requiredText('Subject', 200),
  body: requiredText('Body', 10000),
  sendOnStatus: Yup.string(),
  es: spanishMailSchema({ subject: 200, body: 10000 }),
});

export type EmailTemplateValues = Yup.InferType<typeof emailTemplateSchema>;
