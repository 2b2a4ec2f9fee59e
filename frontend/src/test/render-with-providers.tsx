import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';

/** Renders `ui` with the store, theme, toasts and a router at `route`, as the app does. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper, ...options });
}
