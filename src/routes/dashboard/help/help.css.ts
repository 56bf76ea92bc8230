import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const search = style({ display: "grid", gap: vars.space.sm, maxWidth: "36rem" });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  minHeight: "1.5em",
});

export const topics = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });

export const topicTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });

export const questions = style({ display: "grid", gap: vars.space.sm });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.paper,
  maxWidth: "48rem",
});

export const contact = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
