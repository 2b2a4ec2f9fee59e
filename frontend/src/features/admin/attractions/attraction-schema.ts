import * as Yup from 'yup';
import { ATTRACTION_CATEGORIES, REGIONS } from '../../../config/labels';
import { mediaUrl, requiredChoice, requiredText } from '../shared/validation';

export const attractionSchema = Yup.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20000),
  image: mediaUrl('Image must be an http(s) URL or a path starting with /').required('Image is required'),
  category: requiredChoice(ATTRACTION_CATEGORIES, 'Category is required'),
  region: requiredChoice(REGIONS, 'Region is required'),
  featured: Yup.boolean(),
  active: Yup.boolean(),
  sortOrder: Yup.number()
    .typeError('Sort order must be a whole number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order must be at least 0')
    .max(1_000_000, 'Sort order must be at most 1000000'),
});
