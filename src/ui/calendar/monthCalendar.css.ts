import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../theme.css";

/** A cell's padding: a bar that spans cells adds it (twice) and the 1px border per column it crosses. */
export const cellPadding = vars.space.xs;

export const calendar = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

/** The grid's frame; seven columns fit every screen, a phone's too, so nothing scrolls sideways. */
export const scroller = style({
  // Contains the cells' visually hidden text, which is absolutely placed.
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  tableLayout: "fixed",
});

export const weekday = style({
  padding: `${vars.space.sm} ${cellPadding}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.inkMuted,
  textAlign: "left",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const weekdayAbbr = style({ textDecoration: "none" });

export const cell = style({
  verticalAlign: "top",
  height: "6.5rem",
  padding: cellPadding,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderLeft: "none" } },
  "@media": {
    [breakpoints.wide]: { height: "7.5rem" },
    [breakpoints.nav]: { height: "auto", padding: "0.1rem", textAlign: "center" },
  },
});

/** Shown on a wide screen only: on a phone the day's button stands for it. */
export const wideOnly = style({ "@media": { [breakpoints.nav]: { display: "none" } } });

/** On a phone, a day is a button: its number over a dot per event. */
export const dayButton = style({
  display: "none",
  "@media": {
    [breakpoints.nav]: {
      display: "grid",
      justifyItems: "center",
      alignContent: "start",
      gap: "0.2rem",
      width: "100%",
      minHeight: "3rem",
      padding: "0.2rem 0",
      border: "2px solid transparent",
      borderRadius: vars.radius.sm,
      background: "transparent",
      color: vars.color.ink,
      font: "inherit",
      cursor: "pointer",
    },
  },
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.cork },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

export const dayDots = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "0.15rem",
  minHeight: "0.5rem",
});

/** A dot in the first member's colour, set on the element; a suggested event's is hollow. */
export const dayDot = style({
  width: "0.5rem",
  height: "0.5rem",
  borderRadius: vars.radius.pill,
  border: "0.25rem solid",
  boxSizing: "border-box",
});

export const dayDotSuggested = style([dayDot, { borderWidth: "2px" }]);

export const dayMore = style({ fontSize: "0.625rem", lineHeight: "0.5rem", fontWeight: 700 });

export const outside = style({ background: vars.color.paper });

export const today = style({ background: vars.color.accentSoft });

export const dayNumber = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const dayNumberOutside = style({ color: vars.color.inkMuted, fontWeight: 400 });

export const dayNumberToday = style({ background: vars.color.accent, color: vars.color.accentInk });

export const events = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: "grid",
  gap: "0.2rem",
});

const chipBase = style({
  display: "flex",
  alignItems: "center",
  gap: "0.2rem",
  padding: "0.1rem 0.35rem",
  fontSize: "0.8125rem",
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  textDecoration: "none",
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  // The member's colour, set on the element, as a thick left edge.
  borderLeftWidth: "4px",
  borderRadius: vars.radius.sm,
  // Words wrap whole; one longer than the cell is cut, never broken mid-word.
  overflow: "hidden",
  selectors: {
    "&:hover": { background: vars.color.cork },
  },
});

/** A one-day event in its day's column. */
export const chip = style([chipBase, { flexWrap: "wrap" }]);

/** The lanes of multi-day bars, above the day's own events. */
export const lanes = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "0.2rem",
  marginTop: vars.space.xs,
});

/** A lane's height in one cell; the bar drawn from it is placed over the cells to its right. */
export const slot = style({ position: "relative", height: "1.5rem", minWidth: 0 });

/** A multi-day event, drawn once across the columns it covers (its width is set on the element). */
export const bar = style([
  chipBase,
  {
    // Out of the cell's flow, so its width never widens the cell it starts in.
    position: "absolute",
    top: 0,
    left: 0,
    zIndex: 1,
    boxSizing: "border-box",
    height: "1.5rem",
    whiteSpace: "nowrap",
  },
]);

export const barFromBefore = style({
  borderTopLeftRadius: 0,
  borderBottomLeftRadius: 0,
  left: `calc(-1 * ${cellPadding})`,
});

export const barOnAfter = style({ borderTopRightRadius: 0, borderBottomRightRadius: 0 });

export const barTitle = style({
  fontWeight: 600,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const chipSuggested = style({ borderStyle: "dashed", borderLeftStyle: "solid" });

export const chipDismissed = style({ textDecoration: "line-through", color: vars.color.inkMuted });

export const chipTime = style({ fontVariantNumeric: "tabular-nums", color: vars.color.inkMuted });

export const chipTitle = style({ fontWeight: 600, minWidth: 0, overflowWrap: "normal" });

export const emptyMonth = style({ margin: 0, color: vars.color.inkMuted });

/** On a phone: the day picked in the grid, listed under it. */
export const dayPanel = style({
  display: "none",
  "@media": { [breakpoints.nav]: { display: "grid", gap: vars.space.sm } },
});

export const dayPanelTitle = style({ fontSize: vars.fontSize.lg });
