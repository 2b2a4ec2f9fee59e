import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { Language } from '../i18n/languages';
import { languagePrefix, pathInLanguage } from '../i18n/page-language';

/**
 * Renders `ui` with the store, theme, texts of `language`, toasts and a router at `route` in that language (under its
 * prefix, the router's basename, as the app does).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'en', ...options }: { route?: string; language?: Language } & RenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders language={language}>
      <MemoryRouter initialEntries={[pathInLanguage(route, language)]} basename={languagePrefix(language)}>
        {children}
      </MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper, ...options });
}
