import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export { banner as prompt } from "../../../ui/card.css";

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
