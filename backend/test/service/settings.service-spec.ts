import type { UpdateSettingsDto } from '../../src/settings/dto/update-settings.dto';
import { SiteSettings } from '../../src/settings/entities/site-settings.entity';
import { SettingsModule } from '../../src/settings/settings.module';
import { SettingsService } from '../../src/settings/settings.service';
import { settingsBody } from '../support/factories';
import { serviceSession } from '../support/service-module';
import { startStubVendor, type StubVendor } from '../support/stub-vendor';

// A loopback port nothing listens on, which the check may try (it stands for a vendor that is down).
const CLOSED_LOOPBACK = '127.0.0.1:9';
const VISITOR = { isAdmin: false };
const STAFF = { isAdmin: true };

describe('site settings (SettingsService)', () => {
  let vendor: StubVendor;
  // An internal service the check must never reach: it is on loopback and not listed for the check.
  let internal: StubVendor;
  beforeAll(async () => {
    [vendor, internal] = await Promise.all([startStubVendor(), startStubVendor()]);
  });
  const s = serviceSession(() => ({
    imports: [SettingsModule],
    config: { ticketingCheckCa: [vendor.ca, internal.ca], ticketingCheckTestLoopback: [vendor.endpoint, CLOSED_LOOPBACK] },
  }));
  afterAll(() => Promise.all([vendor.close(), internal.close()]));
  const settings = () => s.get(SettingsService);
  const replace = (overrides: Record<string, unknown> = {}) => settings().replace(settingsBody(overrides) as UpdateSettingsDto);
  const stored = () => s.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 });

  describe('saving and reading', () => {
    it('gives visitors empty values before anything is saved', async () => {
      await s.dataSource.getRepository(SiteSettings).clear();
      expect(await settings().get(VISITOR)).toEqual({
        parkName: 'Haunted Park',
        tagline: '',
        logoUrl: null,
        phone: '',
        groupsPhone: null,
        infoEmail: '',
        groupsEmail: '',
        jobsEmail: '',
        facebookUrl: null,
        instagramUrl: null,
        tiktokUrl: null,
        youtubeUrl: null,
        twitterUrl: null,
        ticketingUrl: null,
        ticketingEmbeddable: false,
        ticketingTakesCampaign: false,
        updatedAt: null,
      });
    });

    it('creates the settings on the first save; staff read them back, visitors without the ticketing check', async () => {
      await s.dataSource.getRepository(SiteSettings).clear();
      const saved = await replace();
      expect(saved).toEqual({
        ...settingsBody(),
        ticketingEmbeddable: false,
        ticketingCheck: null,
        ticketingTakesCampaign: false,
        // Left out, the name, tagline and logo keep their default.
        parkName: 'Haunted Park',
        tagline: '',
        logoUrl: null,
        updatedAt: expect.any(String),
      });
      expect(await settings().get(STAFF)).toEqual(saved);
      const { ticketingCheck, ...forVisitors } = saved;
      expect(ticketingCheck).toBeNull();
      expect(await settings().get(VISITOR)).toEqual(forVisitors);
    });

    it('replaces the one row on a later save; optional links left out are cleared', async () => {
      await replace();
      const body = settingsBody({ phone: '716-555-0199' });
      delete (body as Record<string, unknown>).instagramUrl;
      expect(await settings().replace(body as UpdateSettingsDto)).toMatchObject({ phone: '716-555-0199', instagramUrl: null });
      await expect(s.dataSource.getRepository(SiteSettings).count()).resolves.toBe(1);
    });

    it('stores contact details left out or blank as empty: a park need not publish a phone or e-mail it has not got', async () => {
      const saved = await settings().replace({ phone: '  ', infoEmail: '', groupsEmail: null } as UpdateSettingsDto);
      expect(saved).toMatchObject({ phone: '', infoEmail: '', groupsEmail: '', jobsEmail: '' });
      await expect(stored()).resolves.toMatchObject({ phone: '', jobsEmail: '' });
    });

    it("keeps the park's name, tagline and logo; a save without a name keeps the saved one", async () => {
      const logoUrl = '/uploads/0123456789abcdef0123456789abcdef.png';
      expect(await replace({ parkName: ' Orchard Frights ', tagline: 'Three fields of fear', logoUrl })).toMatchObject({
        parkName: 'Orchard Frights',
        tagline: 'Three fields of fear',
        logoUrl,
      });
      expect(await replace({ tagline: '', logoUrl: null })).toMatchObject({ parkName: 'Orchard Frights', tagline: '', logoUrl: null });
      const svgLogo = '/uploads/0123456789abcdef0123456789abcdef.svg';
      expect(await replace({ logoUrl: svgLogo })).toMatchObject({ logoUrl: svgLogo });
      expect((await settings().get(VISITOR)).parkName).toBe('Orchard Frights');
    });
  });

  describe('the ticketing site and its framing check', () => {
    it('saves any https vendor that allows framing', async () => {
      expect(await replace({ ticketingUrl: `${vendor.origin}/open` })).toMatchObject({
        ticketingUrl: `${vendor.origin}/open`,
        ticketingEmbeddable: true,
        ticketingCheck: 'allows-framing',
      });
      expect(await replace({ ticketingUrl: null })).toMatchObject({ ticketingUrl: null, ticketingEmbeddable: false, ticketingCheck: null });
    });

    it.each(['/deny', '/csp-none', '/moved'])(
      'saves a vendor at %s that refuses framing; staff get the plain verdict and visitors no check at all',
      async (path) => {
        expect(await replace({ ticketingUrl: `${vendor.origin}${path}` })).toMatchObject({
          ticketingUrl: `${vendor.origin}${path}`,
          ticketingEmbeddable: false,
          ticketingCheck: 'refuses-framing',
        });
        expect(await settings().get(STAFF)).toMatchObject({ ticketingEmbeddable: false, ticketingCheck: 'refuses-framing' });
        const visitor = await settings().get(VISITOR);
        expect(visitor).toMatchObject({ ticketingUrl: `${vendor.origin}${path}`, ticketingEmbeddable: false });
        expect(visitor).not.toHaveProperty('ticketingCheck');
      },
    );

    it('saves a vendor the check cannot reach as unreachable, without the cause', async () => {
      expect(await replace({ ticketingUrl: `https://${CLOSED_LOOPBACK}/tickets` })).toMatchObject({
        ticketingEmbeddable: false,
        ticketingCheck: 'unreachable',
      });
    });

    it('follows at most three redirects, then counts the vendor as unreachable', async () => {
      vendor.requests.length = 0;
      expect(await replace({ ticketingUrl: `${vendor.origin}/loop` })).toMatchObject({
        ticketingEmbeddable: false,
        ticketingCheck: 'unreachable',
      });
      expect(vendor.requests).toEqual(['/loop', '/loop', '/loop', '/loop']);
    });

    it('refuses a ticketing URL on an internal address without sending it any request', async () => {
      const port = internal.endpoint.split(':')[1];
      const internalUrls = [
        `https://127.0.0.1:${port}/`,
        `https://[::1]:${port}/`,
        `https://0.0.0.0:${port}/`,
        `https://[::]:${port}/`,
        `https://[::ffff:127.0.0.1]:${port}/`,
        `https://[::ffff:7f00:1]:${port}/`,
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/',
        'https://172.16.5.4/',
        'https://192.168.1.1/',
        'https://100.64.0.1/',
        'https://[fd00::1]/',
        'https://[fe80::1]/',
        'https://224.0.0.1/',
        'https://[ff02::1]/',
      ];
      for (const ticketingUrl of internalUrls) {
        const refused = await replace({ ticketingUrl }).catch((error: unknown) => error);
        expect({ ticketingUrl, refused }).toEqual({
          ticketingUrl,
          refused: expect.objectContaining({
            errors: {
              ticketingUrl: [
                expect.stringMatching(/^Ticketing URL must be on the public internet; .+ is not a public internet address\.$/),
              ],
            },
          }),
        });
      }
      expect(internal.requests).toEqual([]);
      expect((await stored())?.ticketingUrl ?? '').not.toContain(port);
    });

    it('checks every redirect: one to an internal address ends the check as unreachable without reaching it', async () => {
      const to = encodeURIComponent(`${internal.origin}/admin`);
      expect(await replace({ ticketingUrl: `${vendor.origin}/redirect?to=${to}` })).toMatchObject({
        ticketingEmbeddable: false,
        ticketingCheck: 'unreachable',
      });
      expect(internal.requests).toEqual([]);
    });
  });
});

describe('site settings with the optional TICKETING_ORIGINS allow-list (SettingsService)', () => {
  const s = serviceSession({
    imports: [SettingsModule],
    config: { ticketingOrigins: ['https://tickets.example.com', 'https://shop.ticketing.example'] },
  });

  it('refuses other origins with a message naming the setting, changing nothing', async () => {
    const settings = s.get(SettingsService);
    await settings.replace(settingsBody() as UpdateSettingsDto);
    await expect(
      settings.replace(settingsBody({ phone: '000-000-0000', ticketingUrl: 'https://evil.example.com/tickets' }) as UpdateSettingsDto),
    ).rejects.toMatchObject({
      errors: {
        ticketingUrl: [
          'Ticketing URL must be on an origin allowed by the TICKETING_ORIGINS setting (https://tickets.example.com, https://shop.ticketing.example); https://evil.example.com is not.',
        ],
      },
    });
    await expect(s.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 })).resolves.toMatchObject({
      phone: '716-555-0100',
      ticketingUrl: null,
    });
  });
});
