import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, color 120ms ease",
  selectors: {
    "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
});

/** Button looks, shared by `<button>` and link elements. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentInk,
      selectors: { "&:hover:not(:disabled)": { filter: "brightness(1.08)" } },
    },
  ],
  secondary: [
    base,
    {
      background: "transparent",
      color: vars.color.ink,
      borderColor: vars.color.border,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.cork } },
    },
  ],
  quiet: [
    base,
    {
      background: "transparent",
      color: vars.color.ink,
      padding: `0 ${vars.space.md}`,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.cork } },
    },
  ],
});
