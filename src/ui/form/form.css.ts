import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const form = style({ display: "grid", gap: vars.space.md });

export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  font: "inherit",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const codeInput = style([
  input,
  { fontFamily: vars.font.mono, fontSize: vars.fontSize.lg, letterSpacing: "0.3em" },
]);

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const hints = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const hint = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });

export const hintMet = style({ color: vars.color.ink });

export const hintMark = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.75rem",
  flexShrink: 0,
});

export const hintMarkMet = style({
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentInk,
});

export const alert = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.ink,
});

export const notice = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
});

export const reasons = style({ margin: 0, paddingLeft: vars.space.lg });

export const submit = style({ width: "100%" });

export const narrow = style({ justifySelf: "start" });

export const inlineActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

export const grow = style({ flex: "1 1 8rem", width: "auto", minWidth: 0 });

/** A checkbox with its label beside it, a comfortable target. */
export const checkRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  cursor: "pointer",
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  accentColor: vars.color.accent,
  flexShrink: 0,
});
