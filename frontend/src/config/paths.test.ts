/** @jest-environment node */
import { matchPath } from 'react-router-dom';
import { RESERVED_REGION_KEYS } from '../lib/region-keys';
import { paths } from './paths';

/** Every link, made with sample arguments, and the pattern it must match. */
const links: [string, string, string][] = [
  ['landing', paths.landing.pattern, paths.landing.getHref()],
  ['regionHome', paths.regionHome.pattern, paths.regionHome.getHref('florida')],
  ['attractions', paths.attractions.pattern, paths.attractions.getHref('new-york')],
  ['attraction', paths.attraction.pattern, paths.attraction.getHref('new-york', 7)],
  ['legends', paths.legends.pattern, paths.legends.getHref('florida')],
  ['legend', paths.legend.pattern, paths.legend.getHref('new-york', 'the-hollow-bride')],
  ['contact', paths.contact.pattern, paths.contact.getHref('florida')],
  ['tickets', paths.tickets.pattern, paths.tickets.getHref('florida')],
  ['employment', paths.employment.pattern, paths.employment.getHref()],
  ['job', paths.job.pattern, paths.job.getHref('florida', 4)],
  ['applyForJob', paths.applyForJob.pattern, paths.applyForJob.getHref('florida', 4)],
  ['ouija', paths.ouija.pattern, paths.ouija.getHref('new-york')],
  ...Object.entries(paths.admin)
    .filter(([name]) => name !== 'application')
    .map(([name, route]): [string, string, string] => [`admin.${name}`, route.pattern, (route.getHref as () => string)()]),
  ['admin.application', paths.admin.application.pattern, paths.admin.application.getHref(12)],
];

describe('paths', () => {
  it.each(links)('%s: the link matches its pattern', (_name, pattern, href) => {
    const url = new URL(href, 'https://haunted.example');
    expect(matchPath(pattern, url.pathname)).not.toBeNull();
  });

  it('puts the region the visitor came from on the shared pages, and the attraction in the fragment', () => {
    expect(paths.tickets.getHref('florida')).toBe('/tickets?region=florida');
    expect(paths.ouija.getHref()).toBe('/ouija');
    expect(paths.attraction.getHref('new-york', 7)).toBe('/new-york/attractions#attraction-7');
  });

  it('keeps the first segment of every page not under a region out of the keys a region may take', () => {
    const patterns = Object.values(paths).flatMap((route) =>
      'pattern' in route ? [route.pattern] : Object.values(route).map((inner) => inner.pattern),
    );
    const firstSegments = new Set(
      patterns.map((pattern) => pattern.split('/')[1]).filter((segment) => segment && !segment.startsWith(':')),
    );
    expect([...firstSegments].filter((segment) => !(RESERVED_REGION_KEYS as readonly string[]).includes(segment))).toEqual([]);
    expect(firstSegments.size).toBeGreaterThan(5);
  });
});
