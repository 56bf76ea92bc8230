import { style } from "@vanilla-extract/css";
import { card as cardBase } from "../../../ui/card.css";
import { plainList } from "../../../ui/list.css";
import { vars } from "../../../ui/theme.css";

export const blocks = style({ display: "grid", gap: vars.space.lg, maxWidth: vars.width.prose });

export const card = style([cardBase, { boxShadow: vars.shadow.card, minWidth: 0 }]);

export { cardHeading as cardTitle } from "../../../ui/card.css";

export const providers = style([plainList, { gap: vars.space.md }]);

export const provider = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const providerName = style({ fontWeight: 600 });

export const state = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const linkedMark = style({
  display: "inline-block",
  width: "0.625rem",
  height: "0.625rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});

export const unlinkedMark = style({
  display: "inline-block",
  width: "0.625rem",
  height: "0.625rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.inkMuted}`,
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});
