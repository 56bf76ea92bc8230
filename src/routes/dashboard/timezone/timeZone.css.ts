import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const prompt = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  maxWidth: "48rem",
});

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
