import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { api } from '../api/enhanced-api';
import { useRegionsListQuery } from '../api/generated-public';
import { HydratedMarker } from '../components/layout/hydration-part';
import { PublicShell } from '../components/layout/public-shell';
import { useSiteOrigin } from '../components/layout/site-origin';
import { OutsideTags } from '../components/site-settings/outside-tags';
import { useCurrentRegion, useRegionList } from '../lib/use-current-region';
import { textOf, usePageLanguage, useIntl } from '../i18n/text';
import { useAppSelector } from './hooks';
import type { RootState } from './store';
import { pageHandleOf, publicPages } from './route-table';

type RouteHeadModule = typeof import('./route-head');
let routeHead: RouteHeadModule | undefined;

/**
 * Whether the document's head is still the one the server wrote (head.ts marks its elements): not under `npm run dev`,
 * and no longer once the public pages have unmounted (the back-office sets its own title).
 */
let serverHeadShown: boolean | undefined;
const headFromServer = () => typeof document !== 'undefined' && document.head.querySelector('[data-page-head]') !== null;

/**
 * Keeps the document's head (title, description, canonical, share preview, JSON-LD) on the page the visitor is on. The
 * first page's head is the server's: the code that makes heads (route-head.ts) loads once the visitor moves.
 */
function RouteHead() {
  const matches = useMatches();
  const handle = pageHandleOf(matches);
  const params = useParams();
  const location = useLocation();
  const region = useCurrentRegion();
  const regions = useRegionList();
  const origin = useSiteOrigin();
  // The head reads page data from the API cache, the store's one slice: the page's head follows it.
  const apiState = useAppSelector((s) => s[api.reducerPath]);
  const state = useMemo<RootState>(() => ({ [api.reducerPath]: apiState }), [apiState]);
  // The router's basename is the prefix of the page's language: every address here is in that language.
  const language = usePageLanguage();
  const intl = useIntl();
  const [firstKey] = useState(location.key);
  const [moved, setMoved] = useState(() => !(serverHeadShown ??= headFromServer()));
  if (!moved && location.key !== firstKey) setMoved(true);
  useEffect(
    () => () => {
      serverHeadShown = false;
    },
    [],
  );
  const [builder, setBuilder] = useState(routeHead);
  useEffect(() => {
    if (!moved || builder) return;
    import('./route-head')
      .then((loaded) => {
        routeHead = loaded;
        setBuilder(loaded);
      })
      // Offline or a deploy replaced the chunk: the page keeps the head it has.
      .catch(() => undefined);
  }, [moved, builder]);
  const elements = useMemo(() => {
    if (!handle || !builder || !moved) return null;
    const context = {
      region,
      params,
      search: new URLSearchParams(location.search),
      state,
      language,
      text: textOf(intl),
      locale: intl.locale,
    };
    return builder.headAt(handle.pageId, location.pathname, context, origin, regions).elements;
  }, [handle, builder, moved, location, region, regions, params, origin, state, language, intl]);
  const key = JSON.stringify(elements);

  useEffect(() => {
    if (elements) builder?.applyHead(elements);
    // The elements only change when their serialized form does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

/**
 * Root of the public routes: the page's head, the outside analytics the owner turned on (after the head, so a page view
 * carries the page's title), then the shell (scroll restoration, focus) around the page.
 */
export function PublicRoot() {
  // A regional page's layout marks the document hydrated from its last part; a full-screen page has no parts.
  const fullScreen = publicPages[pageHandleOf(useMatches())?.pageId ?? 'notFound'].layout === 'full-screen';
  // Every page is some region's: a server-rendered page has the regions in its data; one rendered here (npm run dev)
  // waits for them rather than showing a region of no name first.
  if (useRegionsListQuery().isLoading) return null;
  return (
    <>
      <RouteHead />
      <OutsideTags />
      {fullScreen && <HydratedMarker />}
      <PublicShell />
    </>
  );
}
