import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const code = style({ fontFamily: vars.font.mono, letterSpacing: "0.05em" });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const stat = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.inkMuted,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.ink,
});

export const steps = style({ paddingLeft: vars.space.lg });
