import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../theme.css";

/** The height of an hour in the week's time grid. */
export const hourHeight = "3rem";

/** The least height of a timed event in the grid: a line of its title, its time and "Suggested". */
export const minEventHeight = "3.3rem";

export const week = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

/** Wide screens: the hours down the side, a column per day. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "3.5rem repeat(7, minmax(0, 1fr))",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [breakpoints.nav]: { display: "none" } },
});

export const corner = style({ borderBottom: `1px solid ${vars.color.border}` });

export const head = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.inkMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const headToday = style([
  head,
  { color: vars.color.ink, background: vars.color.accentSoft },
]);

export const allDayLabel = style({
  padding: vars.space.xs,
  fontSize: "0.75rem",
  color: vars.color.inkMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const allDay = style({
  gridColumn: "2 / span 7",
  display: "grid",
  gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
  gridAutoRows: "1.75rem",
  gap: "0.2rem",
  minHeight: "1.75rem",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const barItem = style({ minWidth: 0 });

const eventBox = style({
  display: "flex",
  alignItems: "center",
  gap: "0.25rem",
  boxSizing: "border-box",
  height: "100%",
  padding: "0.1rem 0.35rem",
  overflow: "hidden",
  fontSize: "0.8125rem",
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  textDecoration: "none",
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  // The first member's colour, set on the element.
  borderLeftWidth: "4px",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { background: vars.color.cork } },
});

export const bar = style([eventBox, { whiteSpace: "nowrap" }]);

export const barSuggested = style([bar, { borderStyle: "dashed", borderLeftStyle: "solid" }]);

export const barTitle = style({
  fontWeight: 600,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const hours = style({ display: "grid", gridAutoRows: hourHeight });

export const hour = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: "0.75rem",
  color: vars.color.inkMuted,
  fontVariantNumeric: "tabular-nums",
  borderTop: `1px solid ${vars.color.border}`,
});

/** A day's hours, a line every hour; its events are placed on it by time. */
export const column = style({
  position: "relative",
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundImage: `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: `100% ${hourHeight}`,
});

export const slotItem = style({
  position: "absolute",
  padding: "1px 2px",
  boxSizing: "border-box",
});

export const timed = style([
  eventBox,
  {
    flexDirection: "column",
    alignItems: "stretch",
    justifyContent: "flex-start",
    gap: 0,
    position: "relative",
    zIndex: 1,
  },
]);

export const timedSuggested = style([timed, { borderStyle: "dashed", borderLeftStyle: "solid" }]);

/** A timed event's title: one line, cut with an ellipsis, so its time always shows under it. */
export const timedTitle = style([barTitle, { whiteSpace: "nowrap", flexShrink: 0 }]);

export const timedTime = style({
  fontSize: "0.75rem",
  color: vars.color.inkMuted,
  fontVariantNumeric: "tabular-nums",
  overflow: "hidden",
});

/** On a phone: the days one under the other. */
export const dayList = style({
  display: "none",
  "@media": { [breakpoints.nav]: { display: "grid", gap: vars.space.lg } },
});

export const muted = style({ margin: 0, color: vars.color.inkMuted });
