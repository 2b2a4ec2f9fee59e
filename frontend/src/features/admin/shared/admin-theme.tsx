import { createTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from '../../../theme/theme';
import { tokens } from '../../../theme/tokens';

const title = { fontFamily: tokens.typography.fontFamily, fontWeight: 700, letterSpacing: 0, lineHeight: 1.2 } as const;

/** The back-office is a tool, not a haunt: the public theme with the text face for every title, at working sizes. */
export const adminTheme = createTheme(theme, {
  typography: {
    h1: { ...title, fontSize: '2rem' },
    h2: { ...title, fontSize: '1.75rem' },
    h3: { ...title, fontSize: '1.5rem' },
    h4: { ...title, fontSize: '1.35rem' },
  },
});

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={adminTheme}>{children}</ThemeProvider>;
}
