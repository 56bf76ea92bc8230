import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.cork,
  padding: `${vars.space.lg} 0`,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({ color: vars.color.ink });
