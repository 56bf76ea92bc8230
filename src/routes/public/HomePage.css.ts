import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../ui/theme.css";

/** The call to action and the illustration, side by side on wide screens. */
export const heroBody = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  paddingBottom: vars.space.lg,
  "@media": {
    [breakpoints.wide]: { gridTemplateColumns: "1fr auto" },
  },
});

export const illustration = style({
  display: "block",
  width: "100%",
  maxWidth: "18rem",
  height: "auto",
});

export const envelope = style({
  fill: vars.color.surface,
  stroke: vars.color.ink,
  strokeWidth: 2,
  strokeLinejoin: "round",
});

export const flap = style({
  fill: "none",
  stroke: vars.color.ink,
  strokeWidth: 2,
  strokeLinejoin: "round",
});

export const arrow = style({
  fill: "none",
  stroke: vars.color.inkMuted,
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

export const eventCard = style({
  fill: vars.color.surface,
  stroke: vars.color.inkMuted,
  strokeWidth: 1.5,
});

export const eventLine = style({
  stroke: vars.color.border,
  strokeWidth: 3,
  strokeLinecap: "round",
});

export const stripeAccent = style({ fill: vars.color.accent });
export const stripeInk = style({ fill: vars.color.ink });
export const stripeMuted = style({ fill: vars.color.inkMuted });

/** The four steps: an ordered list laid out like the shared card grid. */
export const stepList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))",
});

export const stepTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
});

export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

export const teaserFooter = style({ marginTop: vars.space.lg });

/**
 * The closing call to action sits on a cork panel. The panel has no grid gap
 * because the call to action spaces its own paragraph; the heading matches it.
 */
export const closing = style({
  background: vars.color.cork,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: "grid",
  justifyItems: "start",
});

export const closingHeading = style({
  fontSize: vars.fontSize.xxl,
  marginBottom: vars.space.md,
});
