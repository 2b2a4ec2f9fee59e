import * as Yup from 'yup';
import { requiredRegion, requiredText } from '../shared/validation';

export const testimonialSchema = Yup.object({
  name: requiredText('Name', 120),
  content: requiredText('Content', 5000),
  region: requiredRegion(),
  rating: Yup.number()
    .integer()
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .required('Rating is required'),
  active: Yup.boolean(),
});
