import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of MUI's outlined fields for a plain labelled <input> or <select>: for the few fields of the public pages'
 * first screens (the footer's sign-up, the attractions' filters), where MUI's TextField would add its whole input
 * family to the page's JavaScript.
 */
export function nativeFieldSx(invalid = false): SxProps<Theme> {
  return {
    display: 'block',
    width: '100%',
    minHeight: 40,
    boxSizing: 'border-box',
    px: 1.75,
    py: 1,
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'transparent',
    // The browser's own parts (a select's list, a number's arrows) in the site's dark colours.
    colorScheme: 'dark',
    border: 1,
    borderColor: invalid ? 'error.main' : 'rgba(255,255,255,0.23)',
    borderRadius: 1,
    '&:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: invalid ? 'error.main' : 'primary.light', outlineOffset: -1 },
  };
}

/** The label above such a field. */
export function nativeLabelSx(invalid = false): SxProps<Theme> {
  return { display: 'block', mb: 0.5, typography: 'body2', color: invalid ? 'error.main' : 'text.secondary' };
}

/** A checkbox and its words, at least 44 px tall to tap. */
export const nativeCheckboxLabelSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 44,
  pr: 1,
  cursor: 'pointer',
  '& input': { width: 20, height: 20, m: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' },
};
