import { createTheme } from '@mui/material/styles';
import { tokens } from './tokens';

// A long word wraps instead of widening a phone's page.
const display = {
  fontFamily: tokens.typography.displayFamily,
  letterSpacing: '0.04em',
  fontWeight: 400,
  lineHeight: 1.1,
  overflowWrap: 'break-word',
} as const;
const sectionTitle = {
  fontFamily: tokens.typography.headingFamily,
  letterSpacing: '0.01em',
  fontWeight: 600,
  lineHeight: 1.15,
  overflowWrap: 'break-word',
} as const;
const focusVisible = { outline: 'none', boxShadow: tokens.effects.focusRing };

/**
 * The theme as data: typography and palette from tokens, component overrides grouped by category. The display face is
 * for the main titles (h1), the condensed face for section titles (h2-h4), the text face for everything else.
 */
export const theme = createTheme({
  palette: tokens.palette,
  shape: tokens.shape,
  typography: {
    fontFamily: tokens.typography.fontFamily,
    h1: { ...display, fontSize: 'clamp(2.4rem, 8vw, 5rem)' },
    h2: { ...sectionTitle, fontSize: 'clamp(2rem, 6vw, 3.25rem)' },
    h3: { ...sectionTitle, fontSize: 'clamp(1.6rem, 4.5vw, 2.4rem)' },
    h4: { ...sectionTitle, fontSize: 'clamp(1.35rem, 3.5vw, 1.8rem)' },
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
    // The selected tab's label in primary.main is under 4.5:1 on the dark background; the lighter red passes.
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: tokens.palette.primary.light } } } },
    MuiLink: {
      defaultProps: { underline: 'hover', color: tokens.palette.primary.light },
      styleOverrides: { root: { '&:focus-visible': { ...focusVisible, borderRadius: 4 } } },
    },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': focusVisible } } },
    // A focused field's label in primary.main is under 4.5:1 on a card; the lighter red passes (errors keep theirs).
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: tokens.palette.primary.light } } } },
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
