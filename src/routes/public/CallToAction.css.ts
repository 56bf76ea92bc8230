import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const text = style({
  color: vars.color.inkMuted,
  maxWidth: vars.width.prose,
  marginBottom: vars.space.md,
});
