import * as Yup from 'yup';
import { requiredRegion, requiredText } from './validation';

export const announcementSchema = Yup.object({
  region: requiredRegion(),
  subject: requiredText('Subject', 150),
  body: requiredText('Body', 20000),
});
