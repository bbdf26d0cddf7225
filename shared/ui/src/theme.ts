import { createGlobalStyle } from 'styled-components';
import type {} from './styled';

/**
 * The back office's one theme. Values are plain strings and numbers (not `as const`) so another theme of the same
 * shape, e.g. a high-contrast one, can be passed to the ThemeProvider.
 */
export const theme = {
  colors: {
    primary: '#1f5fa8',
    primaryHover: '#174a84',
    primaryContrast: '#ffffff',
    primarySubtle: '#e8f0fa',
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#f0f3f7',
    surfaceHover: '#e9edf3',
    text: '#1c2430',
    // 5.9:1 on white: secondary text stays readable (WCAG AA needs 4.5:1).
    muted: '#5b6675',
    border: '#d3d9e1',
    borderStrong: '#8a96a6',
    danger: '#b42318',
    dangerHover: '#8f1c13',
    dangerSubtle: '#fdeceb',
    red: '#b42318',
    warning: '#a14a05',
    warningSubtle: '#fff3e2',
    amber: '#a14a05',
    success: '#1b7a43',
    successSubtle: '#e5f4eb',
    green: '#1b7a43',
    neutral: '#56606d',
    neutralSubtle: '#eceff3',
    info: '#1f5fa8',
    infoSubtle: '#e8f0fa',
    focus: '#1d4ed8',
    overlay: 'rgba(15, 23, 42, 0.5)',
    skeleton: '#e3e8ee',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    pill: '999px',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 600,
  },
  lineHeights: {
    tight: 1.25,
    body: 1.5,
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
  /** Widths in px. `desktop` is spec §2's rule: permanent sidebar at 1200px or more, a drawer below. */
  breakpoints: {
    tablet: 768,
    desktop: 1200,
  },
  zIndices: {
    sticky: 100,
    drawer: 1100,
    overlay: 1200,
    dialog: 1300,
    menu: 1400,
    snackbar: 1500,
  },
  /** Touch targets: 40px fits a dense staff table yet stays tappable on a tablet. */
  controlHeights: {
    sm: '32px',
    md: '40px',
    lg: '48px',
  },
};

export type AppTheme = typeof theme;
export type Space = keyof AppTheme['space'];

/** Media queries built from the breakpoints, so screens never repeat the numbers. */
export const media = {
  tablet: `@media (min-width: ${theme.breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  belowTablet: `@media (max-width: ${theme.breakpoints.tablet - 0.02}px)`,
  belowDesktop: `@media (max-width: ${theme.breakpoints.desktop - 0.02}px)`,
} as const;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    /* The page keeps its width whether or not it scrolls: a scrollbar coming and going (a remark shown whole, a list
       growing) would otherwise narrow and widen the content, and a table fitted to its area would move columns in and
       out of its rows' details, remounting their cells. */
    scrollbar-gutter: stable;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, p {
    margin: 0;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Keyboard users always see where they are; mouse clicks do not leave a ring behind. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export { ThemeProvider } from 'styled-components';
