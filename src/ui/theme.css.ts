import {
  assignVars,
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
} from "@vanilla-extract/css";

/**
 * The one theme contract. Colours switch with the user's colour scheme;
 * everything else is shared. Values are CSS custom properties so that the
 * prerendered HTML and the hydrated app use the same stylesheet.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      paper: "color-paper",
      cork: "color-cork",
      surface: "color-surface",
      ink: "color-ink",
      inkMuted: "color-ink-muted",
      border: "color-border",
      accent: "color-accent",
      accentInk: "color-accent-ink",
      accentSoft: "color-accent-soft",
      spinner: "color-spinner",
      focus: "color-focus",
      danger: "color-danger",
      dangerSoft: "color-danger-soft",
      backdrop: "color-backdrop",
    },
    space: {
      xs: "space-xs",
      sm: "space-sm",
      md: "space-md",
      lg: "space-lg",
      xl: "space-xl",
      xxl: "space-xxl",
    },
    font: {
      body: "font-body",
      mono: "font-mono",
    },
    fontSize: {
      sm: "font-size-sm",
      md: "font-size-md",
      lg: "font-size-lg",
      xl: "font-size-xl",
      xxl: "font-size-xxl",
      display: "font-size-display",
    },
    lineHeight: {
      tight: "line-height-tight",
      body: "line-height-body",
    },
    radius: {
      sm: "radius-sm",
      md: "radius-md",
      lg: "radius-lg",
      pill: "radius-pill",
    },
    shadow: {
      card: "shadow-card",
      overlay: "shadow-overlay",
    },
    width: {
      content: "width-content",
      prose: "width-prose",
    },
  },
  (_value, path) => `cb-${path.join("-")}`,
);

/** Breakpoints, in one place, for `@media` queries in every style file. */
export const breakpoints = {
  /** Below this the navigation links move into the slide-over menu. */
  nav: "screen and (max-width: 47.99rem)",
  wide: "screen and (min-width: 48rem)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
  dark: "(prefers-color-scheme: dark)",
} as const;

const light = {
  paper: "#fbf8f3",
  cork: "#efe4d2",
  surface: "#ffffff",
  ink: "#1f1a17",
  inkMuted: "#5a5049",
  border: "#d9cdbb",
  accent: "#6b3fa0",
  accentInk: "#ffffff",
  accentSoft: "#efe7f8",
  spinner: "#6b3fa0",
  focus: "#6b3fa0",
  danger: "#a4262c",
  dangerSoft: "#fbeaea",
  backdrop: "rgba(31, 26, 23, 0.55)",
};

const dark = {
  paper: "#1b1714",
  cork: "#2a231d",
  surface: "#241f1b",
  ink: "#f4eee6",
  inkMuted: "#c9bdb0",
  border: "#4a4038",
  accent: "#c7a4f2",
  accentInk: "#1b1025",
  accentSoft: "#352a44",
  spinner: "#c7a4f2",
  focus: "#c7a4f2",
  danger: "#ff9b9b",
  dangerSoft: "#3d2224",
  backdrop: "rgba(0, 0, 0, 0.7)",
};

createGlobalTheme(":root", vars, {
  color: light,
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(2rem, 5vw + 1rem, 3.25rem)",
  },
  lineHeight: { tight: "1.2", body: "1.6" },
  radius: { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(31, 26, 23, 0.06), 0 4px 16px rgba(31, 26, 23, 0.06)",
    overlay: "0 8px 40px rgba(31, 26, 23, 0.25)",
  },
  width: { content: "72rem", prose: "42rem" },
});

globalStyle(":root", {
  colorScheme: "light dark",
  "@media": {
    [breakpoints.dark]: { vars: assignVars(vars.color, dark) },
  },
});
