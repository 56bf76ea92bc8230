import { style } from "@vanilla-extract/css";
import { card } from "../../ui/page.css";
import { vars } from "../../ui/theme.css";

export const plans = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  maxWidth: "52rem",
});

/** The paid plan gets an accent border; the text colours stay the same. */
export const featured = style({
  selectors: {
    [`${card}&`]: { borderColor: vars.color.accent, borderWidth: "2px" },
  },
});

export const tagline = style({ color: vars.color.inkMuted });

export const price = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});

export const amount = style({
  fontSize: vars.fontSize.display,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
});

export const priceNote = style({ color: vars.color.inkMuted });

export const features = style({
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.sm,
});

export const feature = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const check = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.15rem",
  color: vars.color.ink,
});

export const cta = style({ justifySelf: "start", marginTop: vars.space.sm });

export const notes = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: vars.width.prose,
  marginTop: vars.space.lg,
  color: vars.color.inkMuted,
});

export const toggle = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const toggleLegend = style({
  float: "left",
  padding: `0 ${vars.space.sm}`,
  color: vars.color.inkMuted,
  fontWeight: 600,
});

export const toggleButton = style({
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.ink,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentInk },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.cork },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const error = style({ color: vars.color.danger, fontWeight: 600 });
