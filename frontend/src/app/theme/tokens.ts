/** Design tokens: the only place colours, type and shape are defined. */
export const tokens = {
  palette: {
    mode: 'dark' as const,
    primary: { main: '#c1121f', light: '#e5383b', dark: '#7f0d14', contrastText: '#ffffff' },
    secondary: { main: '#f77f00', light: '#fcbf49', dark: '#b35c00', contrastText: '#0b0b0b' },
    error: { main: '#ef4444' },
    warning: { main: '#f59e0b' },
    success: { main: '#22c55e' },
    background: { default: '#0a0a0a', paper: '#141414' },
    text: { primary: '#f5f5f5', secondary: '#b3b3b3' },
    divider: 'rgba(255,255,255,0.12)',
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    displayFamily: '"Creepster", Impact, "Arial Black", system-ui, sans-serif',
  },
  shape: { borderRadius: 10 },
};
