import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../theme.css";

const cellPadding = vars.space.xs;

export const calendar = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const toolbarButtons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** On a phone the grid keeps a readable width and scrolls sideways inside this box. */
export const scroller = style({
  // Contains the cells' visually hidden text, which is absolutely placed:
  // without it that text escapes the scroll box and widens a phone's page.
  position: "relative",
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const table = style({
  width: "100%",
  minWidth: "40rem",
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
  "@media": { [breakpoints.wide]: { height: "7.5rem" } },
});

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
  flexWrap: "wrap",
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
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": { background: vars.color.cork },
  },
});

/** A run of days reads as one bar: inner edges are square and reach the cell's edge. */
export const chip = styleVariants({
  single: [chipBase],
  start: [
    chipBase,
    {
      borderTopRightRadius: 0,
      borderBottomRightRadius: 0,
      marginRight: `calc(-1 * ${cellPadding} - 1px)`,
    },
  ],
  middle: [
    chipBase,
    {
      borderRadius: 0,
      marginLeft: `calc(-1 * ${cellPadding})`,
      marginRight: `calc(-1 * ${cellPadding} - 1px)`,
    },
  ],
  end: [
    chipBase,
    { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: `calc(-1 * ${cellPadding})` },
  ],
});

export const chipSuggested = style({ borderStyle: "dashed", borderLeftStyle: "solid" });

export const chipDismissed = style({ textDecoration: "line-through", color: vars.color.inkMuted });

export const chipTime = style({ fontVariantNumeric: "tabular-nums", color: vars.color.inkMuted });

export const chipTitle = style({ fontWeight: 600, minWidth: 0 });

export const chipLabel = style({
  fontSize: "0.6875rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.accent,
});

export const emptyMonth = style({ margin: 0, color: vars.color.inkMuted });
