import * as Yup from 'yup';

export const ticketingSchema = Yup.object({
  ticketingUrl: Yup.string()
    .trim()
    .max(500, 'Ticketing URL must be at most 500 characters')
    .test('https-url', 'Ticketing URL must be an https:// URL', (value) => {
      if (!value) return true;
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }),
});
export type TicketingValues = { ticketingUrl: string };
