import { style } from "@vanilla-extract/css";
import { cardSurface } from "../../../ui/card.css";
import { vars } from "../../../ui/theme.css";

export const form = style([
  cardSurface,
  { display: "grid", gap: vars.space.lg, maxWidth: "36rem" },
]);

export const suggestion = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
