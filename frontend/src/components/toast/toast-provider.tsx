import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useText } from '../../i18n/text';
import { useHydrated } from '../../lib/use-hydrated';
import { ToastContext, type ToastOptions } from './toast-context';

/** The toast's view (MUI's Snackbar and Alert) is fetched with the first toast: most visits never show one. */
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

type ShownToast = ToastOptions & { key: number; open: boolean };

/**
 * One toast at a time: a new one replaces the current (toast-view.tsx); F8 focuses it.
 *
 * The notification area lives in its own element at the end of <body>: an open MUI dialog marks every other
 * body child aria-hidden, so a toast raised from inside a dialog would otherwise never be announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useText();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const lastKey = useRef(0);
  // Client only: server-rendered pages have no notification area, and hydration first renders the server's view.
  const onClient = useHydrated();
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host) return;
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);

  const shownKey = toast?.key;
  useEffect(() => {
    if (!host || shownKey === undefined) return;
    document.body.appendChild(host);
    host.removeAttribute('aria-hidden');
  }, [host, shownKey]);

  const show = useCallback((next: ToastOptions) => setToast({ ...next, key: ++lastKey.current, open: true }), []);
  // A toast closes only itself: the one it replaced may run out of time after the new one is raised and before it
  // is drawn, and must not close it.
  const close = useCallback((key: number) => setToast((current) => (current?.key === key ? { ...current, open: false } : current)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {onClient &&
        host &&
        createPortal(
          <div ref={regionRef} tabIndex={-1} role="region" aria-label={text('layout.toast.region')} aria-live="polite">
            {toast && (
              <Suspense>
                <ToastView key={toast.key} toast={toast} open={toast.open} onClose={() => close(toast.key)} />
              </Suspense>
            )}
          </div>,
          host,
        )}
    </ToastContext.Provider>
  );
}
