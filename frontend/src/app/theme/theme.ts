import { createTheme } from '@mui/material/styles';
import { tokens } from './tokens';

const display = { fontFamily: tokens.typography.displayFamily, letterSpacing: '0.04em', fontWeight: 400 };

export const theme = createTheme({
  palette: tokens.palette,
  shape: tokens.shape,
  typography: {
    fontFamily: tokens.typography.fontFamily,
    h1: display,
    h2: display,
    h3: display,
    h4: { ...display, fontFamily: tokens.typography.displayFamily },
    button: { fontWeight: 700, letterSpacing: '0.06em' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
