import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useText } from '../../i18n/text';
import { useHydrated } from '../../lib/use-hydrated';
import { ToastContext, type ToastOptions } from './toast-context';

/** The toast's view (MUI's Snackbar and Alert) is fetched with the first toast: most visits never show one. */
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

/**
 * One toast at a time: a new one replaces the current (toast-view.tsx); F8 focuses it.
 *
 * The notification area lives in its own element at the end of <body>: an open MUI dialog marks every other
 * body child aria-hidden, so a toast raised from inside a dialog would otherwise never be announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useText();
  const [toast, setToast] = useState<(ToastOptions & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  // Client only: server-rendered pages have no notification area, and hydration first renders the server's view.
  const onClient = useHydrated();
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host) return;
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);

  useEffect(() => {
    if (!host || !toast) return;
    document.body.appendChild(host);
    host.removeAttribute('aria-hidden');
  }, [host, toast]);

  const show = useCallback((next: ToastOptions) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

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
                <ToastView key={toast.key} toast={toast} open={open} onClose={() => setOpen(false)} />
              </Suspense>
            )}
          </div>,
          host,
        )}
    </ToastContext.Provider>
  );
}
