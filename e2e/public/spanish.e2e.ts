import { ownAppSession, seriousA11yViolations } from './public-support';

/** The `hreflang` alternates a page's head names, language to address. */
function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, href]),
  );
}

/**
 * Florida speaks English and Spanish (the demo park's choice; New York speaks English): its pages at /es/florida/…, in
 * Spanish around what staff wrote, with a switch that keeps the visitor on the same page.
 */
describe('the Florida pages in Spanish', () => {
  const app = ownAppSession();

  beforeAll(async () => {
    const story = await app.api('/api/blog-posts', {
      method: 'POST',
      token: await app.token(),
      json: {
        title: 'La Dama del Manglar',
        slug: 'la-dama-del-manglar',
        excerpt: 'Algo camina entre los manglares después de la medianoche.',
        content: 'Una historia contada en la oscuridad.\n\nY entonces se apagaron las luces.',
        region: 'florida',
        language: 'es',
        category: 'legend',
        image: '/images/fallback/story.webp',
        distance: '',
        readTime: '4 min read',
        published: true,
        featured: false,
      },
    });
    expect(story.status).toBe(201);
  });

  it("takes a Spanish browser's first visit to Florida's entry page to its Spanish page, and remembers an English choice", async () => {
    const { page, errors, close } = await app.open('/florida', { locale: 'es-US', width: 390 });
    await page.waitForURL(app.url('/es/florida'));
    expect(await page.getAttribute('html', 'lang')).toBe('es-US');
    // A deep link stays in its address's language.
    await page.goto(app.url('/florida/faq'));
    await page.getByRole('heading', { level: 1, name: 'KNOW BEFORE YOU GO' }).waitFor();
    await page.goto(app.url('/es/florida'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(app.url('/florida'));
    await page.goto(app.url('/florida'));
    expect(page.url()).toBe(app.url('/florida'));
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(errors).toEqual([]);
    await close();
  });

  it.each([390, 1440])('at %i px: the switch, the FAQ, the contact form and a story', async (width) => {
    const { page, errors, close } = await app.open('/florida/faq', { width });
    await page.getByRole('heading', { level: 1, name: 'KNOW BEFORE YOU GO' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(app.url('/es/florida/faq'));
    await page.getByRole('heading', { level: 1, name: 'ANTES DE TU VISITA' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es-US');
    // Every link of the page stays in Spanish; the way back is the same page in English.
    const links = page.getByRole('contentinfo').getByRole('link', { name: 'Antes de tu visita' });
    expect(await links.getAttribute('href')).toBe('/es/florida/faq');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/florida/faq');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(app.url('/es/florida/contact'));
    await page.getByRole('heading', { level: 1, name: 'CONTÁCTANOS' }).waitFor();
    const form = page.getByRole('form', { name: 'Escríbenos' });
    await form.getByLabel('Nombre').fill('R');
    await form.getByLabel('Correo electrónico').fill('not-an-address');
    await form.getByLabel('Mensaje').fill('Hola');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('El nombre debe tener al menos 2 caracteres').first().waitFor();
    await page.getByText('Escribe un correo electrónico válido').first().waitFor();
    await form.getByLabel('Nombre').fill('Marisol Vega');
    await form.getByLabel('Correo electrónico').fill(`marisol-${width}@example.com`);
    await form.getByLabel('Mensaje').fill('Queremos visitarlos en grupo el próximo octubre.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('¡Tu mensaje se envió!').waitFor();

    await page.goto(app.url('/es/florida/dark-legends'));
    await page.getByRole('heading', { level: 1, name: 'LEYENDAS OSCURAS' }).waitFor();
    await page
      .getByRole('link', { name: /La Dama del Manglar/ })
      .first()
      .click();
    await page.waitForURL(app.url('/es/florida/dark-legends/la-dama-del-manglar'));
    await page.getByRole('heading', { level: 1, name: 'La Dama del Manglar' }).waitFor();
    await page.getByText('¿Te atreves a visitarnos?').waitFor();
    // Written in Spanish, the story has no English page: the switch leads to the English stories.
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/florida/dark-legends');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('names every public page in each of its languages, each naming the others back, English the default', async () => {
    const sitemap = await (await app.api('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => new URL(location).pathname);
    expect(locations).toEqual(
      expect.arrayContaining(['/es/florida', '/es/florida/faq', '/es/tickets', '/es/florida/dark-legends/la-dama-del-manglar']),
    );
    expect(locations.some((path) => path.startsWith('/es/new-york'))).toBe(false);
    // A story is at the address of the language it is written in, and only there.
    expect(locations).not.toContain('/florida/dark-legends/la-dama-del-manglar');
    const english = await app.api('/florida/dark-legends/la-dama-del-manglar', { redirect: 'manual' });
    expect({ status: english.status, location: english.headers.get('location') }).toEqual({
      status: 302,
      location: '/es/florida/dark-legends/la-dama-del-manglar',
    });
    for (const path of locations) {
      const html = await (await app.api(path)).text();
      const alternates = alternatesOf(html);
      const own = path.startsWith('/es') ? 'es' : 'en';
      expect({ path, self: alternates[own] && new URL(alternates[own]).pathname }).toEqual({ path, self: path });
      expect({ path, lang: /<html lang="([^"]+)"/.exec(html)?.[1] }).toEqual({ path, lang: own === 'es' ? 'es-US' : 'en-US' });
      for (const [language, href] of Object.entries(alternates)) {
        if (language === 'x-default') {
          expect({ path, xDefault: new URL(href).pathname }).toEqual({ path, xDefault: new URL(alternates.en).pathname });
          continue;
        }
        const back = alternatesOf(await (await app.api(new URL(href).pathname)).text());
        expect({ path, language, back: back[own] && new URL(back[own]).pathname }).toEqual({ path, language, back: path });
      }
      const florida = path === '/florida' || path.startsWith('/florida/') || path.startsWith('/es/');
      const story = /\/dark-legends\/[^/]+$/.test(path);
      expect({ path, languages: Object.keys(alternates).sort() }).toEqual({
        path,
        languages: story
          ? own === 'es'
            ? ['es']
            : ['en', 'x-default']
          : florida
            ? ['en', 'es', 'x-default']
            : path.startsWith('/new-york')
              ? ['en', 'x-default']
              : expect.any(Array),
      });
    }
  });

  it('sends a Spanish address of a region that speaks English only to its own address, for now', async () => {
    const response = await app.api('/es/new-york/faq', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/new-york/faq');
  });
});
