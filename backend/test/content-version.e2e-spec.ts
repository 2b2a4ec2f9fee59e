import { ContentVersion } from '../src/common/content/content-version';
import { contactBody, testimonialBody } from './support/factories';
import { testAppSession } from './support/test-app';

describe('content version (the signal that invalidates cached public content)', () => {
  const t = testAppSession();
  let version: ContentVersion;

  beforeAll(async () => {
    version = t.app.get(ContentVersion);
  });

  it('an admin write bumps it and tells its listeners', async () => {
    const seen: number[] = [];
    const stop = version.onChange((v) => seen.push(v));
    const before = version.current;
    await t.http.post('/api/testimonials').set(t.admin).send(testimonialBody()).expect(201);
    stop();
    expect(version.current).toBe(before + 1);
    expect(seen).toEqual([before + 1]);
  });

  it('a refused admin write bumps it too (it may have changed something before failing)', async () => {
    const before = version.current;
    await t.http.post('/api/testimonials').set(t.admin).send({}).expect(400);
    expect(version.current).toBeGreaterThan(before);
  });

  it('reads and visitors writes leave it alone', async () => {
    const before = version.current;
    await t.http.get('/api/testimonials').set(t.admin).expect(200);
    await t.http.get('/api/blog-posts?region=new-york').expect(200);
    await t.http.post('/api/contact').send(contactBody()).expect(201);
    expect(version.current).toBe(before);
  });
});
