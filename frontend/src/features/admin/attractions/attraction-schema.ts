import * as Yup from 'yup';
import { ATTRACTION_CATEGORIES } from '../../../config/labels';
import { mediaUrl, optionalText, requiredChoice, requiredRegion, requiredText, sortOrder } from '../shared/validation';

/** An optional whole number between min and max, with the server's messages. */
const optionalWhole = (label: string, min: number, max: number) =>
  Yup.number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const attractionSchema = Yup.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20000),
  image: mediaUrl('Image must be an http(s) URL or a path starting with /').required('Image is required'),
  category: requiredChoice(ATTRACTION_CATEGORIES, 'Category is required'),
  region: requiredRegion(),
  featured: Yup.boolean(),
  active: Yup.boolean(),
  sortOrder: sortOrder(),
  intensity: optionalWhole('Intensity', 1, 5),
  minAge: optionalWhole('Minimum age', 0, 99),
  adultRequiredUnder: optionalWhole('Adult required under', 0, 99),
  durationMinutes: optionalWhole('Duration', 1, 600),
  contentNote: optionalText('Content note', 500),
  routeNote: optionalText('Route note', 500),
  sensoryNote: optionalText('Sensory note', 500),
  spanish: Yup.object({
    title: optionalText('Spanish title', 200),
    description: optionalText('Spanish description', 20000),
    contentNote: optionalText('Spanish content note', 500),
    accessRouteNote: optionalText('Spanish route note', 500),
    sensoryNote: optionalText('Spanish sensory note', 500),
  }),
});
