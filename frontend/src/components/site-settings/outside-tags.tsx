import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SendPageView } from '../../lib/outside-tags';
import { useSiteSettings } from './use-site-settings';

/** Resolves once the page has loaded: the tags never compete with the page's own files. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * The outside analytics of the public pages (docs/product.md §10.22), rendered by the public routes' root only, so no
 * admin screen loads them. Renders nothing; while both ids are off it fetches nothing either. With one on, its code
 * (lib/outside-tags.ts) is fetched after hydration and the page's load, and a page view follows every page shown.
 */
export function OutsideTags() {
  const { settings } = useSiteSettings();
  const { pathname, search } = useLocation();
  const tags = useRef<Promise<SendPageView> | null>(null);
  const counted = useRef<string | null>(null);
  const ga4MeasurementId = settings?.ga4MeasurementId;
  const metaPixelId = settings?.metaPixelId;

  useEffect(() => {
    const address = pathname + search;
    if ((!ga4MeasurementId && !metaPixelId) || counted.current === address) return;
    counted.current = address;
    tags.current ??= pageLoaded()
      .then(() => import('../../lib/outside-tags'))
      .then(({ startOutsideTags }) => startOutsideTags({ ga4MeasurementId, metaPixelId }));
    // After the page's head effect (the title of the page now shown).
    void tags.current.then((sendPageView) => sendPageView());
  }, [ga4MeasurementId, metaPixelId, pathname, search]);

  return null;
}
