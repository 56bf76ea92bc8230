import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const fallback = style({
  flex: 1,
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: "center",
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const details = style({
  maxWidth: "40rem",
  width: "100%",
  overflowX: "auto",
  textAlign: "left",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.dangerSoft,
  color: vars.color.ink,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  whiteSpace: "pre-wrap",
  margin: 0,
});
