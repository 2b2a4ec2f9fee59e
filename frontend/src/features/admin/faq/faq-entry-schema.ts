import * as Yup from 'yup';
import { FAQ_GROUPS, REGIONS } from '../../../config/labels';
import { requiredChoice, requiredText } from '../shared/validation';

export const faqEntrySchema = Yup.object({
  region: requiredChoice(REGIONS, 'Region is required'),
  group: requiredChoice(FAQ_GROUPS, 'Group is required'),
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 10000),
  sortOrder: Yup.number()
    .typeError('Sort order must be a whole number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order must be at least 0')
    .max(1_000_000, 'Sort order must be at most 1000000'),
  active: Yup.boolean(),
});
