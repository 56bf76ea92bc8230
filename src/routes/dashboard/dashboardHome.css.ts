import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const checklist = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  maxWidth: vars.width.prose,
});

export const progress = style({ margin: 0, color: vars.color.inkMuted });

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
});

export const mark = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  marginTop: "0.1rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontSize: "0.8rem",
  fontWeight: 700,
});

export const markDone = style({
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentInk,
});

export const stepText = style({ display: "grid", gap: "0.125rem", minWidth: 0 });

export const stepLink = style({ fontWeight: 600, color: vars.color.ink, overflowWrap: "anywhere" });

export const stepDone = style({ color: vars.color.inkMuted, textDecoration: "line-through" });

export const stepHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const muted = style({ margin: 0, color: vars.color.inkMuted });

export const week = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

/** Suggested events in the week: said in words, with the way to confirm them. */
export const suggested = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.accent}`,
  background: vars.color.accentSoft,
});
