import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { SiteSettings } from '../src/settings/entities/site-settings.entity';
import { settingsBody } from './support/factories';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

const GA4 = 'G-AB12CD34EF';
const PIXEL = '123456789012345';

/** The owner's optional outside analytics (docs/product.md §10.22): off by default, validated, owner-only, in the CSP. */
describe('outside analytics settings', () => {
  const t = testAppSession();
  const stored = () => t.dataSource.getRepository(SiteSettings).findOneBy({ id: 1 });
  const put = (body: Record<string, unknown>) => t.http.put('/api/settings').set(t.admin).send(settingsBody(body));

  /** The directives of the policy a response carries, by name. */
  const policy = async () => {
    const csp = (await t.http.get('/api/health')).headers['content-security-policy'] as string;
    return Object.fromEntries(csp.split(';').map((directive) => [directive.split(' ')[0], directive]));
  };

  it('are off by default: visitors get no id, and the policy names no outside host', async () => {
    await put({}).expect(200);
    const visitor = await t.http.get('/api/settings').expect(200);
    expect(visitor.body).not.toHaveProperty('ga4MeasurementId');
    expect(visitor.body).not.toHaveProperty('metaPixelId');
    const directives = await policy();
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['connect-src']).toBe("connect-src 'self'");
    expect(directives['img-src']).toBe("img-src 'self' data: blob: https:");
    await expect(stored()).resolves.toMatchObject({ ga4MeasurementId: null, metaPixelId: null });
  });

  it('a GA4 id admits exactly Google’s tag hosts on the next response, and clearing it takes them out', async () => {
    const saved = await put({ ga4MeasurementId: ` ${GA4} ` }).expect(200);
    expect(saved.body.ga4MeasurementId).toBe(GA4);
    expect(saved.body).not.toHaveProperty('metaPixelId');
    await expect(t.http.get('/api/settings').expect(200)).resolves.toMatchObject({ body: { ga4MeasurementId: GA4 } });
    const directives = await policy();
    expect(directives['script-src']).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directives['connect-src']).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    );
    expect(directives['img-src']).toBe(
      "img-src 'self' data: blob: https: https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    );

    await put({ ga4MeasurementId: '' }).expect(200);
    const off = await policy();
    expect(off['script-src']).toBe("script-src 'self'");
    expect(off['connect-src']).toBe("connect-src 'self'");
    await expect(stored()).resolves.toMatchObject({ ga4MeasurementId: null });
  });

  it('a Meta pixel id admits exactly Meta’s hosts; both together admit both', async () => {
    await put({ metaPixelId: PIXEL }).expect(200);
    const pixel = await policy();
    expect(pixel['script-src']).toBe("script-src 'self' https://connect.facebook.net");
    expect(pixel['connect-src']).toBe("connect-src 'self' https://www.facebook.com");
    expect(pixel['img-src']).toBe("img-src 'self' data: blob: https: https://www.facebook.com");

    const both = await put({ ga4MeasurementId: GA4, metaPixelId: PIXEL }).expect(200);
    expect(both.body).toMatchObject({ ga4MeasurementId: GA4, metaPixelId: PIXEL });
    const directives = await policy();
    expect(directives['script-src']).toBe("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net");
    expect(directives['connect-src']).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com",
    );
    // A PUT that leaves them out turns them off, as it clears every optional link.
    await put({}).expect(200);
    expect((await policy())['script-src']).toBe("script-src 'self'");
  });

  it('refuses ids of the wrong form with messages naming the form, changing nothing', async () => {
    await put({ ga4MeasurementId: GA4, metaPixelId: PIXEL }).expect(200);
    for (const [ga4MeasurementId, metaPixelId] of [
      ['UA-12345678-1', '12345'],
      ['g-ab12cd34ef', '1234567890123456789'],
      ['G-ABC', 'abcdefghijklmno'],
      ['G-ABCDEFGHIJKLM', 123456789012345],
      [42, '12345678901234 5'],
    ]) {
      const res = await put({ ga4MeasurementId, metaPixelId }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.errors).toEqual({
        ga4MeasurementId: ['GA4 measurement ID must be G- followed by 4 to 12 capital letters or digits (e.g. G-AB12CD34EF)'],
        metaPixelId: ['Meta pixel ID must be 15 or 16 digits'],
      });
    }
    await expect(stored()).resolves.toMatchObject({ ga4MeasurementId: GA4, metaPixelId: PIXEL });
    await put({ ga4MeasurementId: 'G-ABCD', metaPixelId: '1234567890123456' }).expect(200);
  });

  it('only the owner may set them: other roles are refused and nothing changes', async () => {
    await put({}).expect(200);
    for (const role of ['editor', 'hiring', 'box-office'] as const) {
      const member = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, role)).id));
      const res = await t.http
        .put('/api/settings')
        .set(member)
        .send(settingsBody({ ga4MeasurementId: GA4 }))
        .expect(403);
      expect(res.body.code).toBe('NOT_PERMITTED');
    }
    await t.http
      .put('/api/settings')
      .send(settingsBody({ ga4MeasurementId: GA4 }))
      .expect(401);
    await expect(stored()).resolves.toMatchObject({ ga4MeasurementId: null });
    expect((await policy())['script-src']).toBe("script-src 'self'");
  });

  it('turning one on or off is in the audit log with the old and new id', async () => {
    await put({}).expect(200);
    await put({ ga4MeasurementId: GA4 }).expect(200);
    const entries = t.dataSource.getRepository(AuditEntry);
    const latest = await entries.findOneOrFail({ where: { recordType: 'site-settings' }, order: { id: 'DESC' } });
    expect(latest).toMatchObject({ action: 'update', recordId: '1' });
    expect(JSON.parse(latest.changes ?? '[]')).toEqual([expect.objectContaining({ field: 'ga4MeasurementId', to: GA4 })]);
  });
});
