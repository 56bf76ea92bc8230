import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const form = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "36rem",
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const suggestion = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
