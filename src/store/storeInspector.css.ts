import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

/** A development tool: a small panel pinned to the corner, above the page. */
export const panel = style({
  position: "fixed",
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 50,
  maxWidth: "min(28rem, calc(100vw - 1rem))",
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  cursor: "pointer",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  userSelect: "none",
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  maxHeight: "50vh",
  overflowY: "auto",
});

export const entry = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const seq = style({ color: vars.color.inkMuted });

export const type = style({ fontWeight: 600 });

export const tentative = style({ color: vars.color.accent, fontStyle: "italic" });

export const compensated = style({ color: vars.color.danger });

export const detail = style({
  gridColumn: "2",
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});
