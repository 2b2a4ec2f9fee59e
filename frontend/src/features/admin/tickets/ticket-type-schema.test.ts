import { ticketTypeSchema } from './ticket-type-schema';

const valid = { name: 'General Admission', description: 'All of it', priceFrom: 34.99, priceTo: '', priceNote: '' };

describe('ticket type form', () => {
  it('accepts a price with cents and no top of range', async () => {
    await expect(ticketTypeSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('refuses a price with fractions of a cent and a range upside down, with the server’s messages', async () => {
    await expect(ticketTypeSchema.validateAt('priceFrom', { ...valid, priceFrom: 34.999 })).rejects.toThrow(
      'Price from must be an amount in dollars from 0 to 10000, e.g. 34.99',
    );
    await expect(ticketTypeSchema.validateAt('priceTo', { ...valid, priceFrom: 50, priceTo: 40 })).rejects.toThrow(
      'Price to must not be below the price from',
    );
  });
});
