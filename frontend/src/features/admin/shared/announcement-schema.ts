import * as Yup from 'yup';
import { REGIONS } from '../../../config/labels';
import { requiredChoice, requiredText } from './validation';

export const announcementSchema = Yup.object({
  region: requiredChoice(REGIONS, 'Region is required'),
  subject: requiredText('Subject', 150),
  body: requiredText('Body', 20000),
});
