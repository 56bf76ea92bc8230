import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The dashboard's card: white on the page, a thin border and large corners. */
export const cardSurface = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A card whose content stacks. */
export const card = style([cardSurface, { display: "grid", gap: vars.space.md }]);

export const cardHeading = style({ fontSize: vars.fontSize.xl });

/** A message at the top of a page that asks for attention: the welcome, a question to answer. */
export const banner = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  maxWidth: "48rem",
});

/** A smaller card, inside a page's flow: medium padding and corners. */
export const panel = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** What a list shows when it has nothing yet: a dashed card, its actions at the start. */
export const emptyCard = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: vars.width.prose,
});

export const emptyCardTitle = style({ fontSize: vars.fontSize.lg });
