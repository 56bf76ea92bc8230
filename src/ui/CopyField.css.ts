import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

/** The address itself: monospace, and it may be long, so it shrinks rather than widens the page. */
export const input = style({
  flex: "1 1 14rem",
  minWidth: 0,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  minHeight: "1.5em",
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
