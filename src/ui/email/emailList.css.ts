import { globalStyle, style } from "@vanilla-extract/css";
import { plainList } from "../list.css";
import { breakpoints, vars } from "../theme.css";

/** Wide screens: a table-like grid of rows; phones: one card per e-mail. */
const columns = "minmax(0, 2fr) minmax(0, 1.5fr) minmax(9rem, 1fr) minmax(9rem, 1fr) 7.5rem";

export const list = style([
  plainList,
  { gap: vars.space.sm, "@media": { [breakpoints.wide]: { gap: 0 } } },
]);

export const header = style({
  display: "none",
  "@media": {
    [breakpoints.wide]: {
      display: "grid",
      gridTemplateColumns: columns,
      gap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
      fontWeight: 600,
      color: vars.color.inkMuted,
      borderBottom: `2px solid ${vars.color.border}`,
    },
  },
});

export const item = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": {
    [breakpoints.wide]: {
      gridTemplateColumns: columns,
      gap: vars.space.md,
      alignItems: "start",
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: "none",
      borderBottom: `1px solid ${vars.color.border}`,
      borderRadius: 0,
    },
  },
  selectors: { "&:hover": { background: vars.color.paper } },
});

export const subject = style({
  fontWeight: 600,
  color: vars.color.ink,
  overflowWrap: "anywhere",
  selectors: {
    // The whole card answers a tap; the link stays the one thing focus lands on.
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

globalStyle(`${item}:has(${subject}:focus-visible)`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

export const cell = style({
  minWidth: 0,
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.sm,
  "@media": { [breakpoints.wide]: { fontSize: vars.fontSize.md } },
});

/** A cell's name: shown on the phone's cards, said by screen readers everywhere. */
export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  marginRight: vars.space.xs,
  "@media": {
    [breakpoints.wide]: {
      position: "absolute",
      width: 1,
      height: 1,
      margin: -1,
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const muted = style({ color: vars.color.inkMuted });

export { emptyCard as empty, emptyCardTitle as emptyTitle } from "../card.css";

export const stack = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
