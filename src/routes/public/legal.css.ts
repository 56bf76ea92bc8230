import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

/** A long legal text: one readable column with tighter section spacing. */
export const legal = style({
  maxWidth: vars.width.prose,
});

globalStyle(`${legal} > section`, {
  padding: `${vars.space.lg} 0`,
});

globalStyle(`${legal} ul`, {
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
});

export const updated = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
