import { createTheme } from '@mui/material/styles';
import { tokens } from './tokens';

// A long word in the fallback face (the display face is optional on a first visit) wraps instead of widening a phone's page.
const display = {
  fontFamily: tokens.typography.displayFamily,
  letterSpacing: '0.04em',
  fontWeight: 400,
  lineHeight: 1.1,
  overflowWrap: 'break-word',
} as const;
const focusVisible = { outline: 'none', boxShadow: tokens.effects.focusRing };

/** The theme as data: typography and palette from tokens, component overrides grouped by category. */
export const theme = createTheme({
  palette: tokens.palette,
  shape: tokens.shape,
  typography: {
    fontFamily: tokens.typography.fontFamily,
    h1: { ...display, fontSize: 'clamp(2.4rem, 8vw, 5rem)' },
    h2: { ...display, fontSize: 'clamp(2rem, 6vw, 3.5rem)' },
    h3: { ...display, fontSize: 'clamp(1.6rem, 4.5vw, 2.5rem)' },
    h4: { ...display, fontSize: 'clamp(1.35rem, 3.5vw, 1.9rem)' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, letterSpacing: '0.06em' },
  },
  components: {
    // Global
    MuiCssBaseline: {
      styleOverrides: {
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
        '::selection': { background: tokens.palette.primary.main, color: '#fff' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    // Inputs and actions
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': focusVisible,
          minHeight: 44,
          // Red text on near-black needs the lighter red for WCAG AA contrast.
          variants: [
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: tokens.palette.primary.light, borderColor: 'rgba(239,68,68,0.6)' },
            },
            { props: { variant: 'text', color: 'primary' }, style: { color: tokens.palette.primary.light } },
          ],
        },
        contained: { '&:hover': { boxShadow: tokens.effects.bloodGlow } },
      },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
    MuiLink: {
      defaultProps: { underline: 'hover', color: tokens.palette.primary.light },
      styleOverrides: { root: { '&:focus-visible': { ...focusVisible, borderRadius: 4 } } },
    },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: 'rgba(255,255,255,0.03)' } },
    },
    // Surfaces
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: tokens.effects.cardBorder } } },
    MuiDialog: { styleOverrides: { paper: { border: tokens.effects.cardBorder, boxShadow: tokens.effects.bloodGlow } } },
    // Data display
    MuiSkeleton: { defaultProps: { animation: 'wave' }, styleOverrides: { root: { backgroundColor: 'rgba(255,255,255,0.08)' } } },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
  },
});
