import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also brings the CSS-variables provider (colour schemes, their storage and script) into
// every page; this theme has no CSS variables, and for such a theme it hands over to this one.
import { ThemeProvider } from '@mui/system';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteOriginContext } from '../components/layout/site-origin';
import { ToastProvider } from '../components/toast/toast-provider';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { LanguageProvider } from '../i18n/text';
import { makeStore, type AppStore } from './store';
import { siteTheme } from './site-theme';

type AppProvidersProps = { children: ReactNode; store?: AppStore; origin?: string; language?: Language };

/** The store, the site's origin, the language of the page's address, the theme and the toasts, around every screen. */
export function AppProviders({ children, store, origin, language = DEFAULT_LANGUAGE }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <SiteOriginContext value={origin ?? (typeof window === 'undefined' ? '' : window.location.origin)}>
        <ThemeProvider theme={siteTheme}>
          <CssBaseline />
          <LanguageProvider language={language}>
            <ToastProvider>{children}</ToastProvider>
          </LanguageProvider>
        </ThemeProvider>
      </SiteOriginContext>
    </Provider>
  );
}
