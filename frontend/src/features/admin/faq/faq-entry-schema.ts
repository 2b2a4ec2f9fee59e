import * as Yup from 'yup';
import { FAQ_GROUPS, REGIONS } from '../../../config/labels';
import { requiredChoice, requiredText, sortOrder } from '../shared/validation';

export const faqEntrySchema = Yup.object({
  region: requiredChoice(REGIONS, 'Region is required'),
  group: requiredChoice(FAQ_GROUPS, 'Group is required'),
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 10000),
  sortOrder: sortOrder(),
  active: Yup.boolean(),
});
