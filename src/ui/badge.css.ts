import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A status pill; each kind of status adds its colours and border style. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  minHeight: "1.5rem",
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: "nowrap",
  border: "1px solid",
});
