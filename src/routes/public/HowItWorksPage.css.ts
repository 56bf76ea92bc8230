import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../ui/theme.css";

/** The four steps, one under the other, each with its number beside it. */
export const stepList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "48rem",
});

export const step = style({
  display: "grid",
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  "@media": {
    [breakpoints.wide]: {
      gridTemplateColumns: "auto 1fr",
      gap: vars.space.lg,
      padding: vars.space.xl,
    },
  },
});

export const stepNumber = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const stepBody = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
});

export const stepTitle = style({ fontSize: vars.fontSize.xl });
