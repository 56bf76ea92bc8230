import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.inkMuted,
  display: "grid",
  gap: vars.space.xs,
});
