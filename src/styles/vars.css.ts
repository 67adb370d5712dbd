import { createGlobalTheme } from '@vanilla-extract/css';

/** The one theme contract. Components read tokens from here, never raw values. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#7a3e1d',
    brandDark: '#5c2c12',
    brandSoft: '#f6e7d8',
    accent: '#e07a1f',
    /** Accent dark enough for white text on it (4.8:1, WCAG AA). */
    accentStrong: '#b05a0e',
    text: '#1f1a17',
    muted: '#6b625c',
    border: '#e5ddd6',
    surface: '#ffffff',
    background: '#fbf8f5',
    success: '#1f7a3a',
    successSoft: '#e3f4e8',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    overlay: 'rgba(20, 14, 10, 0.55)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    heading: 'Georgia, "Noto Serif", serif',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.5rem',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  shadow: {
    card: '0 1px 3px rgba(31, 26, 23, 0.08)',
    raised: '0 10px 30px rgba(31, 26, 23, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px', drawerWidth: '28rem' },
  z: { header: '20', overlay: '40', drawer: '50', progress: '60' },
});

/** Breakpoints for @media in style objects. */
export const media = {
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 960px)',
  /** Desktop tall enough for the whole filter panel (facets closed, ~1,130 px) below the sticky header. */
  desktopTall: 'screen and (min-width: 960px) and (min-height: 78em)',
} as const;
