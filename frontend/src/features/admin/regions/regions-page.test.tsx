import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RegionResponseDto } from '../../../api/generated-public';
import { TOKEN_KEY } from '../../../api/token-storage';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { RegionsPage } from './regions-page';

const FLORIDA: RegionResponseDto = {
  key: 'florida',
  name: 'Florida',
  status: 'coming-soon',
  timeZone: 'America/New_York',
  address: '',
  openingLine: 'Opening October 2027',
  heroTitle: 'Florida Nightmares',
  heroLine: 'Swamp frights',
  cardLine: 'Swamp frights',
  cardLocation: 'Orlando',
  updatedAt: '2026-08-14T15:00:00.000Z',
};

describe('the regions screen', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'good-token'));
  afterEach(() => localStorage.clear());

  it('offers to announce an opened region in a draft that names the park from its settings', async () => {
    server.use(
      http.get('/api/admin/verify', () =>
        HttpResponse.json({
          valid: true,
          user: {
            id: 1,
            username: 'warden',
            role: 'owner',
            totpEnabled: true,
            twoFactorSetupRequired: false,
            permissions: ['regions', 'announcements'],
          },
        }),
      ),
      http.get('/api/settings', () => HttpResponse.json({ parkName: 'Orchard Frights' })),
      http.get('/api/regions', () => HttpResponse.json({ items: [FLORIDA] })),
      http.patch('/api/regions/florida', () => HttpResponse.json({ ...FLORIDA, status: 'open', updatedAt: '2026-11-28T18:00:00.000Z' })),
    );
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    const florida = await screen.findByRole('form', { name: 'Florida' });
    await user.click(within(florida).getByRole('combobox', { name: 'Season' }));
    await user.click(await screen.findByRole('option', { name: 'Open — selling tickets' }));
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    const offer = await screen.findByRole('dialog', { name: 'Send an Announcement' });
    const body = within(offer).getByRole('textbox', { name: /^Body/ }) as HTMLTextAreaElement;
    expect(body.value.split('\n')[0]).toBe('The gates of Orchard Frights Florida are open.');
  });
});
