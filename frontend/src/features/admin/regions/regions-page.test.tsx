import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RegionResponseDto } from '../../../api/generated-public';
import { staffApi } from '../../../api/staff-api';
import { TOKEN_KEY } from '../../../api/token-storage';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { RegionsPage } from './regions-page';
import { pasteInto } from '../../../test/paste-into';

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
  area: 'South Florida',
  stateCode: 'FL',
  employmentLocation: null,
  firstCrewLine: null,
  icon: 'beach',
  heroImage: null,
  homeVideo: 'fl-home',
  comingSoonFeatures: [{ title: 'Swamp frights', text: 'Something moves', icon: 'park' }],
  languages: ['en'],
  translations: {},
  updatedAt: '2026-08-14T15:00:00.000Z',
};

/** Sets a field's text with one change event: the form is large, and each keystroke and blur re-validates all of it. */
function enter(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await pasteInto(user, field, text);
}

/** GET /api/admin/verify: a signed-in member with these permissions. */
function signedIn(role: string, permissions: string[]) {
  server.use(
    http.get('/api/admin/verify', () =>
      HttpResponse.json({
        valid: true,
        user: { id: 1, username: 'warden', role, totpEnabled: true, twoFactorSetupRequired: false, permissions },
      }),
    ),
  );
}

/** The regions table behind GET /api/regions, which POST and DELETE change as the server would. */
function regionsTable(...start: RegionResponseDto[]) {
  const items = [...start];
  const added: unknown[] = [];
  server.use(
    http.get('/api/regions', () => HttpResponse.json({ items })),
    http.post('/api/regions', async ({ request }) => {
      const body = (await request.json()) as { name: string; key: string; timeZone: string };
      added.push(body);
      const region = {
        ...FLORIDA,
        ...body,
        status: 'coming-soon' as const,
        openingLine: 'Opening Date TBD',
        heroTitle: `${body.name} Nightmares`,
      };
      items.push(region);
      return HttpResponse.json(region, { status: 201 });
    }),
  );
  return { added };
}

const NEW_YORK: RegionResponseDto = { ...FLORIDA, key: 'new-york', name: 'New York', status: 'open', timeZone: 'America/New_York' };

describe('the regions screen', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'good-token'));
  afterEach(() => localStorage.clear());

  it('the owner adds Texas: the key is made from the name, the clock picked, and Texas is in the list at once', async () => {
    signedIn('owner', ['regions', 'regions.manage']);
    // A park's first region: each region's editor is a long form, and this test is about the dialog.
    const { added } = regionsTable();
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a region' });
    await replaceText(user, within(dialog).getByLabelText(/^Name/), 'Texas');
    expect(within(dialog).getByText('Its pages: /texas, /texas/attractions, /texas/faq…')).toBeInTheDocument();
    const clock = within(dialog).getByRole('combobox', { name: /^Time zone/ });
    expect(clock).toHaveValue('America/New_York');
    await user.clear(clock);
    // Pasted: typed key by key, each of its fifteen characters filters some four hundred zones again.
    await user.paste('America/Chicago');
    await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
    expect(await screen.findByRole('form', { name: 'Texas' })).toBeInTheDocument();
    expect(added).toEqual([{ name: 'Texas', key: 'texas', timeZone: 'America/Chicago' }]);
    expect(screen.queryByRole('dialog', { name: 'Add a region' })).not.toBeInTheDocument();
  });

  it('checks the key before sending, and shows the server’s refusal of a key another region has under the key', async () => {
    signedIn('owner', ['regions', 'regions.manage']);
    regionsTable();
    server.use(
      http.post('/api/regions', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'REGION_KEY_TAKEN', message: 'The key "florida" is Florida\'s; choose another key' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a region' });
    await replaceText(user, within(dialog).getByLabelText(/^Name/), 'Florida Keys');
    const key = within(dialog).getByLabelText(/^Key/);
    await replaceText(user, key, 'Florida Keys');
    await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
    expect(
      await within(dialog).findByText(
        'Key must be 20 characters at most: lowercase letters a-z, digits and single hyphens between them, e.g. texas or new-mexico',
      ),
    ).toBeInTheDocument();
    await replaceText(user, key, 'tickets');
    await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
    expect(await within(dialog).findByText(/^Key "tickets" is the address of a page of the site; choose another/)).toBeInTheDocument();
    await replaceText(user, key, 'florida');
    await user.click(within(dialog).getByRole('button', { name: 'Add region' }));
    expect(await within(dialog).findByText('The key "florida" is Florida\'s; choose another key')).toBeInTheDocument();
  });

  it('asks before deleting a region, and shows why one with records is not deleted, offering to close it instead', async () => {
    signedIn('owner', ['regions', 'regions.manage']);
    regionsTable(FLORIDA);
    const closed: unknown[] = [];
    server.use(
      http.delete('/api/regions/florida', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'REGION_HAS_RECORDS',
            message: 'Florida has 3 attractions and 1 story; close it for the season instead',
          },
          { status: 409 },
        ),
      ),
      http.patch('/api/regions/florida', async ({ request }) => {
        closed.push(await request.json());
        return HttpResponse.json({ ...FLORIDA, status: 'closed-for-season' });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    const florida = await screen.findByRole('form', { name: 'Florida' });
    await user.click(within(florida).getByRole('button', { name: 'Delete Florida' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Florida?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete Florida' }));
    const refused = await screen.findByRole('dialog', { name: 'Florida is not deleted' });
    expect(within(refused).getByText('Florida has 3 attractions and 1 story; close it for the season instead')).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Close it for the season' }));
    await screen.findByText('Florida is closed for the season');
    expect(closed).toEqual([{ status: 'closed-for-season' }]);
  });

  it('deletes a region nothing belongs to once asked, and the list loses it', async () => {
    signedIn('owner', ['regions', 'regions.manage']);
    const items = [NEW_YORK, FLORIDA];
    server.use(
      http.get('/api/regions', () => HttpResponse.json({ items })),
      http.delete('/api/regions/florida', () => {
        items.pop();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    const florida = await screen.findByRole('form', { name: 'Florida' });
    await user.click(within(florida).getByRole('button', { name: 'Delete Florida' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Florida?' })).getByRole('button', { name: 'Delete Florida' }),
    );
    expect(await screen.findByText('Florida deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'New York' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Florida' })).not.toBeInTheDocument();
  });

  it('the owner changes a key: checked before sending, then the region is under its new key', async () => {
    signedIn('owner', ['regions', 'regions.manage']);
    const items = [FLORIDA];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/regions', () => HttpResponse.json({ items })),
      http.post('/api/regions/florida/rename', async ({ request }) => {
        const body = (await request.json()) as { key: string };
        sent.push(body);
        items[0] = { ...FLORIDA, key: body.key };
        return HttpResponse.json(items[0]);
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<RegionsPage />);
    const florida = await screen.findByRole('form', { name: 'Florida' });
    await user.click(within(florida).getByRole('button', { name: "Change Florida's key" }));
    const dialog = await screen.findByRole('dialog', { name: "Change Florida's key" });
    const key = within(dialog).getByLabelText(/^Key/);
    await user.clear(key);
    await user.click(within(dialog).getByRole('button', { name: 'Change key' }));
    expect(await within(dialog).findByText('Key is required')).toBeInTheDocument();
    await replaceText(user, key, 'sunshine');
    await user.click(within(dialog).getByRole('button', { name: 'Change key' }));
    expect(await screen.findByText('Florida is at /sunshine')).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'sunshine' }]);
    expect(screen.getByRole('link', { name: /View Florida/ })).toHaveAttribute('href', '/sunshine');
  });

  it('an editor writes the regions’ lines but neither adds, deletes nor renames a region', async () => {
    signedIn('editor', ['regions']);
    regionsTable(FLORIDA);
    const { store } = renderAdmin(<RegionsPage />);
    const florida = await screen.findByRole('form', { name: 'Florida' });
    // What the member may do is known: the buttons are left out for it, not for want of an answer.
    const verified = staffApi.endpoints.authVerify.select(undefined);
    await waitFor(() => expect(verified(store.getState() as never).data?.user.role).toBe('editor'));
    expect(within(florida).getByRole('button', { name: 'Save Florida' })).toBeInTheDocument();
    expect(within(florida).queryByRole('button', { name: 'Delete Florida' })).not.toBeInTheDocument();
    expect(within(florida).queryByRole('button', { name: "Change Florida's key" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a region' })).not.toBeInTheDocument();
  });

  /** Florida's form, for an editor, with every PATCH body it sends in `sent`. */
  async function floridaForm(florida: RegionResponseDto = FLORIDA) {
    signedIn('editor', ['regions']);
    regionsTable(florida);
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.patch('/api/regions/florida', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...florida, ...body });
      }),
    );
    renderAdmin(<RegionsPage />);
    return { florida: await screen.findByRole('form', { name: 'Florida' }), sent };
  }

  it("writes a region's area and coming-soon cards, and sends the facts left empty as null", async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm();
    const area = within(florida).getByLabelText('Area');
    expect(area).toHaveValue('South Florida');
    await replaceText(user, area, 'The Everglades');
    await replaceText(user, within(florida).getByLabelText('Card 1 title'), 'Bayou Dread');
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    expect(sent).toEqual([
      expect.objectContaining({
        area: 'The Everglades',
        stateCode: 'FL',
        employmentLocation: null,
        comingSoonFeatures: [{ title: 'Bayou Dread', text: 'Something moves', icon: 'park' }],
      }),
    ]);
  });

  it("chooses a region's home video, and sends no video as null", async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm();
    await user.click(within(florida).getByRole('combobox', { name: 'Home video' }));
    await user.click(await screen.findByRole('option', { name: 'No video: the picture alone' }));
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    expect(sent).toEqual([expect.objectContaining({ homeVideo: null })]);
  });

  it("chooses a region's landing card icon", async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm();
    await user.click(within(florida).getByRole('combobox', { name: 'Landing card icon' }));
    await user.click(await screen.findByRole('option', { name: 'Tractor (farm)' }));
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    expect(sent).toEqual([expect.objectContaining({ icon: 'farm' })]);
  });

  it('gives a region Spanish pages beside its English ones', async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm();
    const spanish = within(florida).getByRole('switch', { name: /^Spanish pages too, at \/es\/florida/ });
    expect(spanish).not.toBeChecked();
    expect(within(florida).queryByLabelText(/^Hero title in Spanish/)).not.toBeInTheDocument();
    await user.click(spanish);
    // The region's lines get their Spanish beside them at once.
    expect(within(florida).getByLabelText(/^Hero title in Spanish/)).toBeInTheDocument();
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    expect(sent).toEqual([expect.objectContaining({ languages: ['en', 'es'] })]);
    expect(sent[0]).not.toHaveProperty('otherLanguages');
  });

  it("puts the Spanish of the region's lines beside them once it has Spanish pages, and sends what staff wrote", async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm({
      ...FLORIDA,
      languages: ['en', 'es'],
      translations: { es: { openingLine: 'Fecha por confirmar' } },
    });
    expect(within(florida).getByLabelText(/^Opening line in Spanish/)).toHaveValue('Fecha por confirmar');
    enter(within(florida).getByLabelText(/^Hero title in Spanish/), 'PESADILLAS DE FLORIDA');
    enter(within(florida).getByLabelText(/^Name on the employment form in Spanish/), 'Florida - Sur de Florida');
    enter(within(florida).getByLabelText(/^Opening line in Spanish/), '');
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    // An emptied line has no translation: the Spanish page shows the English.
    expect(sent).toEqual([
      expect.objectContaining({
        heroTitle: FLORIDA.heroTitle,
        translations: { es: { heroTitle: 'PESADILLAS DE FLORIDA', employmentLocation: 'Florida - Sur de Florida' } },
      }),
    ]);
  });

  it("keeps a coming-soon card's Spanish with its card when an emptied card before it is left out", async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm({
      ...FLORIDA,
      comingSoonFeatures: [
        { title: 'Tropical Terror', text: 'Swamps and mangroves.', icon: 'park' },
        { title: 'Haunted Attractions', text: 'Trails and mazes.', icon: 'nightlife' },
        { title: 'Dark Legends', text: 'Stories of the South.', icon: 'stories' },
      ],
      languages: ['en', 'es'],
      translations: { es: { feature1Title: 'Terror tropical', feature2Title: 'Atracciones embrujadas' } },
    });
    expect(within(florida).getByLabelText(/^Card 1 title in Spanish/)).toHaveValue('Terror tropical');
    enter(within(florida).getByLabelText(/^Card 3 text in Spanish/), 'Historias del Sur de Florida.');
    enter(within(florida).getByLabelText(/^Card 1 title$/), '');
    enter(within(florida).getByLabelText(/^Card 1 text$/), '');
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    const [body] = sent as { comingSoonFeatures: { title: string }[]; translations: unknown }[];
    expect(body.comingSoonFeatures.map((card) => card.title)).toEqual(['Haunted Attractions', 'Dark Legends']);
    expect(body.translations).toEqual({ es: { feature1Title: 'Atracciones embrujadas', feature2Text: 'Historias del Sur de Florida.' } });
  });

  it('takes Spanish pages away from a region that has them', async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm({ ...FLORIDA, languages: ['en', 'es'] });
    const spanish = within(florida).getByRole('switch', { name: /^Spanish pages too/ });
    expect(spanish).toBeChecked();
    await user.click(spanish);
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    await screen.findByText('Florida saved');
    expect(sent).toEqual([expect.objectContaining({ languages: ['en'] })]);
  });

  it('refuses a state code that is not one and half a card before sending', async () => {
    const user = userEvent.setup();
    const { florida, sent } = await floridaForm();
    await replaceText(user, within(florida).getByLabelText('State code'), 'Florida');
    await replaceText(user, within(florida).getByLabelText('Card 3 title'), 'Half a card');
    await user.click(within(florida).getByRole('button', { name: 'Save Florida' }));
    expect(await within(florida).findByText('State code must be the postal code of the state in capitals, such as NY')).toBeInTheDocument();
    expect(within(florida).getByText('Card text is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

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
    const body = within(offer).getByLabelText(/^Body/) as HTMLTextAreaElement;
    expect(body.value.split('\n')[0]).toBe('The gates of Orchard Frights Florida are open.');
  });
});
