import * as Yup from 'yup';
import { optionalText } from '../shared/validation';

const BOTH = 'Latitude and longitude go together: give both or neither';

const coordinate = (label: string, limit: number) =>
  Yup.number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number`)
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

export const directionsSchema = Yup.object().shape(
  {
    directions: optionalText('Directions', 5000),
    parking: optionalText('Parking', 2000),
    latitude: coordinate('Latitude', 90).when('longitude', {
      is: (longitude: unknown) => longitude !== undefined && longitude !== '',
      then: (schema) => schema.required(BOTH),
    }),
    longitude: coordinate('Longitude', 180).when('latitude', {
      is: (latitude: unknown) => latitude !== undefined && latitude !== '',
      then: (schema) => schema.required(BOTH),
    }),
    spanish: Yup.object({ directions: optionalText('Spanish directions', 5000), parking: optionalText('Spanish parking', 2000) }),
  },
  [['latitude', 'longitude']],
);
