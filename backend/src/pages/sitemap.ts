const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: every public page of the route table and every published story. A story's lastmod is its last edit;
 * a story list's is its newest story's; pages whose content has no date of its own have none.
 */
export function sitemapXml(
  origin: string,
  pages: { path: string; pageId: string }[],
  stories: { slug: string; region: string; updatedAt: Date }[],
  storyPath: (region: string, slug: string) => string,
): string {
  const newestIn = (region: string) => stories.find((story) => story.region === region)?.updatedAt;
  const entries = [
    ...pages.map(({ path, pageId }) => ({ path, lastmod: pageId === 'legends' ? newestIn(path.split('/')[1]) : undefined })),
    ...stories.map((story) => ({ path: storyPath(story.region, story.slug), lastmod: story.updatedAt })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
