import { globalStyle, style } from "@vanilla-extract/css";
import { plainList } from "../list.css";
import { vars } from "../theme.css";

export const agenda = style({ display: "grid", gap: vars.space.lg });

export const day = style({ display: "grid", gap: vars.space.sm });

export const dayHeading = style({
  fontSize: vars.fontSize.lg,
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
  alignItems: "baseline",
});

export const relative = style({ color: vars.color.accent, fontWeight: 700 });

export const rows = style([plainList, { gap: vars.space.sm }]);

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "start",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  // The first member's colour as a stripe; the dots and names carry it too.
  borderLeftWidth: "6px",
  borderRadius: vars.radius.md,
});

// Dimming with opacity took the muted text below 4.5:1; the row's "Dismissed"
// badge says it, and the title is struck through.
export const rowDismissed = style({});
globalStyle(`${rowDismissed} a`, { textDecoration: "line-through" });

export const rowMain = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const rowTitle = style({
  fontWeight: 600,
  color: vars.color.ink,
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.color.accent } },
});

export const rowMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});

export const struck = style({ textDecoration: "line-through" });
