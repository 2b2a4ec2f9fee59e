import type { SitemapPage } from '../../../frontend/src/server-renderer';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: every public page of the route table and every published story, each in each of its languages with
 * the others as `hreflang` alternates (and English as `x-default`). A story's lastmod is its last edit; a story
 * list's is its region's newest story's; pages whose content has no date of its own have none.
 */
export function sitemapXml(origin: string, pages: SitemapPage[], stories: { slug: string; region: string; updatedAt: Date }[]): string {
  const newestIn = (region: string | undefined) => stories.find((story) => story.region === region)?.updatedAt;
  const editOf = (page: SitemapPage) =>
    page.story !== undefined
      ? stories.find((story) => story.region === page.region && story.slug === page.story)?.updatedAt
      : page.pageId === 'legends'
        ? newestIn(page.region)
        : undefined;
  const urls = pages.map((page) => {
    const lastmod = editOf(page);
    const languages = Object.entries(page.alternates);
    const alternates =
      languages.length > 1
        ? [...languages, ['x-default', page.alternates.en ?? page.path]]
            .map(([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${origin}${path}`)}"/>`)
            .join('')
        : '';
    return `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc>${alternates}${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
