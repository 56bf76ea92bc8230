import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
