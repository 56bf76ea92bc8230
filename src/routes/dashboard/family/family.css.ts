import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHiddenText } from "../../../ui/a11y.css";
import { card, cardSurface } from "../../../ui/card.css";
import { plainList } from "../../../ui/list.css";
import { vars } from "../../../ui/theme.css";

export const layout = style({ display: "grid", gap: vars.space.xl });

export const list = style([plainList, { gap: vars.space.md }]);

export const member = style([
  cardSurface,
  {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gap: vars.space.md,
    alignItems: "start",
    boxShadow: vars.shadow.card,
  },
]);

export const editing = style([cardSurface, { border: `2px solid ${vars.color.accent}` }]);

/** The member's colour: bordered, so a light colour still shows on a light card. */
export const swatch = style({
  display: "inline-block",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.ink}`,
  flexShrink: 0,
});

export const memberText = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const memberName = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${details} dt`, { color: vars.color.inkMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

export const memberActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.paper,
  color: vars.color.ink,
});

export const addCard = style([card, { maxWidth: "36rem" }]);

export { cardHeading } from "../../../ui/card.css";

export const listSection = style({ display: "grid", gap: vars.space.md });

export const formGrid = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
});

export const swatches = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

export const swatchRadio = style([visuallyHiddenText]);

/** A palette choice: 44 px, the size a thumb can hit on a phone. */
export const swatchChoice = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  cursor: "pointer",
});

export const swatchDot = style({
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.ink}`,
});

globalStyle(`${swatchRadio}:checked + ${swatchChoice}`, {
  borderColor: vars.color.ink,
  boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.ink}`,
});

globalStyle(`${swatchRadio}:focus-visible + ${swatchChoice}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "3px",
});

export const customColor = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const colorInput = style({
  width: "2.75rem",
  height: "2.75rem",
  padding: 2,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.ink },
  },
});

export const chosenName = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
