import { campaignOfVisit, countTicketClicks, rememberCampaign, withCampaign } from './visit-beacon';

describe('the visit beacon', () => {
  const sent: { url: string; body: URLSearchParams }[] = [];
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: URLSearchParams) => sent.push({ url, body }) > 0,
    });
    countTicketClicks();
  });
  beforeEach(() => {
    sessionStorage.clear();
    sent.length = 0;
  });

  it('keeps the campaign a visit arrived with for the visit, and a later arrival without one keeps it', () => {
    rememberCampaign('?utm_source=newsletter&utm_medium=email&utm_campaign=fall-mail');
    rememberCampaign('?category=legend');
    expect(campaignOfVisit()).toEqual({ campaign: 'fall-mail', source: 'newsletter', medium: 'email' });
  });

  it('takes ref as the campaign when there is no utm_campaign', () => {
    rememberCampaign('?ref=tiktok-bio');
    expect(campaignOfVisit()).toMatchObject({ campaign: 'tiktok-bio' });
  });

  it("adds the visit's campaign to a vendor address, leaving the parameters it already has", () => {
    const campaign = { campaign: 'fall-mail', source: 'newsletter', medium: '' };
    expect(withCampaign('https://tickets.example.com/e/1?utm_source=vendor', campaign)).toBe(
      'https://tickets.example.com/e/1?utm_source=vendor&utm_campaign=fall-mail',
    );
  });

  it('reports a click on a ticket link with its attraction and campaign, and passes the campaign on where the vendor takes it', () => {
    rememberCampaign('?utm_campaign=fall-mail');
    document.body.innerHTML = `<a href="https://tickets.example.com/e/1" data-tickets data-tickets-attraction="The Hollow" data-tickets-campaign><span>Tickets</span></a>
      <a href="/new-york/attractions">Attractions</a>`;
    document.querySelector<HTMLAnchorElement>('a[href="/new-york/attractions"]')!.click();
    const ticketLink = document.querySelector<HTMLAnchorElement>('a[data-tickets]')!;
    ticketLink.querySelector('span')!.click();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/visits');
    expect(Object.fromEntries(sent[0].body)).toMatchObject({ event: 'ticket-click', attraction: 'The Hollow', campaign: 'fall-mail' });
    expect(ticketLink.href).toBe('https://tickets.example.com/e/1?utm_campaign=fall-mail');
  });
});
