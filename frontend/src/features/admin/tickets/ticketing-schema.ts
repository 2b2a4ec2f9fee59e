import * as Yup from 'yup';

export const ticketingSchema = Yup.object({
  ticketingUrl: Yup.string()
    .trim()
    .max(500, 'Ticketing URL must be at most 500 characters')
    .test('https-url', 'Ticketing URL must be an https:// URL without user name or password', (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }),
  ticketingTakesCampaign: Yup.boolean(),
});
export type TicketingValues = { ticketingUrl: string; ticketingTakesCampaign: boolean };
