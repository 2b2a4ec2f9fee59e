import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirm-context';

/**
 * Typed work is never lost without asking (as Shopify's save bar and Ghost's leave prompt): every Formik form of the
 * back-office reports through its shared fields (form-fields.tsx) whether it holds changes not saved yet; the guard
 * asks before a navigation leaves them (a sidebar link, Back) or the tab reloads or closes, and FormDialog asks before
 * it closes on Escape, a backdrop click or Cancel.
 */

interface Registry {
  /** Notes whether the form part `id` holds changes not saved yet. */
  report: (id: string, unsaved: boolean) => void;
  /** Whether any form part holds some now. */
  hasUnsaved: () => boolean;
}

/** Null where nothing guards, or under NotGuarded. */
const UnsavedChangesContext = createContext<Registry | null>(null);

const DISCARD: ConfirmOptions = {
  title: 'Discard unsaved changes?',
  message: 'You have changes that are not saved. They will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep Editing',
};

/** Asks whether to drop unsaved changes: true at once when there are none, or where no confirmation dialog is mounted. */
export function askToDiscard(confirm: Confirm | null, unsaved: boolean): Promise<boolean> {
  return unsaved && confirm ? confirm(DISCARD) : Promise.resolve(true);
}

/** A dialog's close (Escape, a click beside it, Cancel) that asks first while the dialog holds unsaved changes. */
export function useGuardedClose(unsaved: boolean, close: () => void): () => void {
  const confirm = useContext(ConfirmContext);
  return () => void askToDiscard(confirm, unsaved).then((discard) => discard && close());
}

/** Reports whether a part of a screen (a field kept in its own state) holds changes not saved yet. */
export function useReportUnsaved(unsaved: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => registry?.report(id, unsaved), [registry, id, unsaved]);
  useEffect(() => () => registry?.report(id, false), [registry, id]);
}

/** Inside a Formik form: reports whether it holds changes not saved yet (not while it is being saved). */
export function useReportUnsavedForm(): void {
  const { dirty, isSubmitting } = useFormikContext();
  useReportUnsaved(dirty && !isSubmitting);
}

/**
 * Forms under it are not guarded: their work is kept another way (the story editor's autosave keeps a working copy), or
 * they hold none (a look-up field).
 */
export function NotGuarded({ children }: { children: ReactNode }) {
  return <UnsavedChangesContext.Provider value={null}>{children}</UnsavedChangesContext.Provider>;
}

/** Asks before a navigation leaves a screen whose forms hold unsaved changes, and before the tab reloads or closes. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const unsaved = useRef(new Set<string>());
  const registry = useMemo<Registry>(
    () => ({
      report: (id, isUnsaved) => {
        if (isUnsaved) unsaved.current.add(id);
        else unsaved.current.delete(id);
      },
      hasUnsaved: () => unsaved.current.size > 0,
    }),
    [],
  );
  const confirm = useContext(ConfirmContext);

  // Signing out (or a session that ended) is never held up: the token is gone by then.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current.size > 0 &&
      nextLocation.pathname !== paths.admin.login.getHref() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void askToDiscard(confirm, true).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>;
}

/** Asks to drop what the guarded forms hold, when they hold something (the sidebar's Logout asks first). */
export function useConfirmLeave(): () => Promise<boolean> {
  const confirm = useContext(ConfirmContext);
  const registry = useContext(UnsavedChangesContext);
  return useCallback(() => askToDiscard(confirm, registry?.hasUnsaved() ?? false), [confirm, registry]);
}
