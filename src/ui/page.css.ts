import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "./theme.css";

/** The centred column every page body sits in. */
export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  "@media": { [breakpoints.wide]: { padding: `0 ${vars.space.lg}` } },
});

export const main = style({ flex: 1, paddingBottom: vars.space.xxl });

export const section = style({ padding: `${vars.space.xl} 0` });

export const pageHeader = style({
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.width.prose,
});

export const heading = style({
  fontSize: vars.fontSize.display,
  letterSpacing: "-0.02em",
  // A long word (an e-mail name in a greeting) must not widen the page on a phone.
  overflowWrap: "anywhere",
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted });

export const sectionHeading = style({
  fontSize: vars.fontSize.xxl,
  marginBottom: vars.space.md,
});

export const prose = style({
  maxWidth: vars.width.prose,
  display: "grid",
  gap: vars.space.md,
});

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl });

export const muted = style({ color: vars.color.inkMuted });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
});
