import { Suspense, useEffect, type ReactNode } from 'react';
import { replayEarlyTap } from '../../early-tap';
import { replayEarlyTyping } from '../../early-typing';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates the page's shell first and each Suspense
 * boundary afterwards in a pass of its own, so no single task on a phone hydrates (and commits) the whole page.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * Marks the document once React has taken over the server's markup (browser tests wait for it before typing). Put it
 * in the page's last part: React hydrates the parts in document order, so its effect runs once the whole page is
 * hydrated. A tap made before hydration started, and what the visitor typed into a form until now, are replayed then.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTyping();
    replayEarlyTap();
  }, []);
  return null;
}
