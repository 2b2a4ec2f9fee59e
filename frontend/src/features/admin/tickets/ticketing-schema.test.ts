import { schemaErrors } from '../../../test/schema-errors';
import { ticketingSchema } from './ticketing-schema';

describe('ticketingSchema', () => {
  it('takes an empty link or an https:// URL of at most 500 characters', () => {
    for (const ticketingUrl of ['', 'https://tickets.example.com/haunted-park'])
      expect(schemaErrors(ticketingSchema, { ticketingUrl })).toEqual({});
    for (const ticketingUrl of [
      'http://tickets.example.com',
      'tickets.example.com',
      'javascript:alert(1)',
      'https://box-office:secret@tickets.example.com',
    ]) {
      expect(schemaErrors(ticketingSchema, { ticketingUrl })).toEqual({
        ticketingUrl: 'Ticketing URL must be an https:// URL without user name or password',
      });
    }
    expect(schemaErrors(ticketingSchema, { ticketingUrl: `https://t.example.com/${'a'.repeat(479)}` })).toEqual({
      ticketingUrl: 'Ticketing URL must be at most 500 characters',
    });
  });
});
