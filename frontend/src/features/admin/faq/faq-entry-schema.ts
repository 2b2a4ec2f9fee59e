import * as Yup from 'yup';
import { FAQ_GROUPS } from '../../../config/labels';
import { optionalText, requiredChoice, requiredRegion, requiredText, sortOrder } from '../shared/validation';

export const faqEntrySchema = Yup.object({
  region: requiredRegion(),
  group: requiredChoice(FAQ_GROUPS, 'Group is required'),
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 10000),
  sortOrder: sortOrder(),
  active: Yup.boolean(),
  spanish: Yup.object({ question: optionalText('Spanish question', 300), answer: optionalText('Spanish answer', 10000) }),
});
