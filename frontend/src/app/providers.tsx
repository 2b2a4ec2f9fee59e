import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteOriginContext } from '../components/layout/site-origin';
import { ToastProvider } from '../components/toast/toast-provider';
import { makeStore, type AppStore } from './store';
import { theme } from '../theme/theme';

export function AppProviders({ children, store, origin }: { children: ReactNode; store?: AppStore; origin?: string }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <SiteOriginContext value={origin ?? (typeof window === 'undefined' ? '' : window.location.origin)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </SiteOriginContext>
    </Provider>
  );
}
