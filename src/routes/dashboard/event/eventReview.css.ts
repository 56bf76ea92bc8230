import { style } from "@vanilla-extract/css";
import { cardSurface } from "../../../ui/card.css";
import { plainList } from "../../../ui/list.css";
import { vars } from "../../../ui/theme.css";

export const panel = style([cardSurface, { display: "grid", gap: vars.space.md }]);

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});

export const rows = style([plainList, { display: "grid", gap: vars.space.sm }]);

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const muted = style({ margin: 0, color: vars.color.inkMuted });
