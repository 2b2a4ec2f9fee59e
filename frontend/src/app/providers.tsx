import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also brings the CSS-variables provider (colour schemes, their storage and script) into
// every page; this theme has no CSS variables, and for such a theme it hands over to this one.
import { ThemeProvider } from '@mui/system';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteOriginContext } from '../components/layout/site-origin';
import { ToastProvider } from '../components/toast/toast-provider';
import { makeStore, type AppStore } from './store';
import { siteTheme } from './site-theme';

export function AppProviders({ children, store, origin }: { children: ReactNode; store?: AppStore; origin?: string }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <SiteOriginContext value={origin ?? (typeof window === 'undefined' ? '' : window.location.origin)}>
        <ThemeProvider theme={siteTheme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </SiteOriginContext>
    </Provider>
  );
}
