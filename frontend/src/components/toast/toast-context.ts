import { createContext, useContext, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes itself (docs/product.md §9: 5000 by default). */
  duration?: number;
}

export const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null);

export function useToast(): (toast: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
