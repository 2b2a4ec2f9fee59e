import * as Yup from 'yup';
import { optionalText } from '../shared/validation';

const price = (label: string) =>
  Yup.number()
    .typeError(`${label} must be an amount in dollars from 0 to 10000, e.g. 34.99`)
    .min(0, `${label} must be an amount in dollars from 0 to 10000, e.g. 34.99`)
    .max(10_000, `${label} must be an amount in dollars from 0 to 10000, e.g. 34.99`)
    .test('cents', `${label} must be an amount in dollars from 0 to 10000, e.g. 34.99`, (value) =>
      value === undefined ? true : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/** The server's rules for a ticket type (CreateTicketTypeDto), checked before sending. */
export const ticketTypeSchema = Yup.object({
  name: Yup.string().trim().required('Name is required').max(80, 'Name must be at most 80 characters'),
  description: Yup.string().trim().required('Description is required').max(300, 'Description must be at most 300 characters'),
  priceFrom: price('Price from').required('Price from is required'),
  priceTo: price('Price to')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .test('range', 'Price to must not be below the price from', function (value) {
      return value === undefined || value >= (this.parent as { priceFrom: number }).priceFrom;
    }),
  priceNote: Yup.string().trim().max(200, 'Price note must be at most 200 characters'),
  spanish: Yup.object({
    name: optionalText('Spanish name', 80),
    description: optionalText('Spanish description', 300),
    priceNote: optionalText('Spanish price note', 200),
  }),
});
