/** Design tokens: the only place colours, type, shape and effects are defined (shared by public and admin screens). */
export const tokens = {
  palette: {
    mode: 'dark' as const,
    primary: { main: '#d62828', light: '#ef4444', dark: '#7f0d14', contrastText: '#ffffff' },
    secondary: { main: '#f77f00', light: '#fcbf49', dark: '#b35c00', contrastText: '#0b0b0b' },
    error: { main: '#f87171' },
    warning: { main: '#f59e0b' },
    success: { main: '#22c55e' },
    info: { main: '#60a5fa' },
    background: { default: '#0a0a0a', paper: '#151515' },
    text: { primary: '#f5f5f5', secondary: '#c4c4c4' },
    divider: 'rgba(255,255,255,0.12)',
  },
  /** The faces and their metric-matched fallbacks are declared in font-faces.ts. */
  typography: {
    /** Inter: reading and the interface; the admin uses only this face. */
    fontFamily: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** Creepster: the logo and the main titles (h1). */
    displayFamily: '"Creepster", "Creepster Fallback", Impact, "Arial Black", system-ui, sans-serif',
    /** Oswald, condensed: section titles (h2 to h4) and the footer's headings. */
    headingFamily: '"Oswald Variable", "Oswald Fallback", "Arial Narrow", system-ui, sans-serif',
    /** Codes to read out or type: the system's monospace face. */
    codeFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    /** A story's line length: about 65 characters, the comfortable measure for long reading. */
    readingMeasure: '65ch',
  },
  shape: { borderRadius: 10 },
  /** Horror effects reused across screens. */
  effects: {
    bloodGlow: '0 0 18px rgba(214, 40, 40, 0.55)',
    emberGlow: '0 0 24px rgba(247, 127, 0, 0.7)',
    textShadow: '0 2px 12px rgba(0, 0, 0, 0.85), 0 0 24px rgba(214, 40, 40, 0.45)',
    heroOverlay: 'linear-gradient(180deg, rgba(10,10,10,0.55) 0%, rgba(10,10,10,0.7) 60%, #0a0a0a 100%)',
    sectionGradient: 'linear-gradient(180deg, #0a0a0a 0%, #1a0505 50%, #0a0a0a 100%)',
    cardBorder: '1px solid rgba(214, 40, 40, 0.35)',
    focusRing: '0 0 0 3px #fcbf49',
  },
  layout: {
    navHeight: 64,
    contentMaxWidth: 1200,
    /** The sticky BUY TICKETS button: distance from the bottom (phone, larger) and height; toasts stay clear of it. */
    stickyButton: { bottomXs: 16, bottomSm: 24, height: 48 },
  },
};
