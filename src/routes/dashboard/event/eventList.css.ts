import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
  paddingBottom: vars.space.md,
});

/** Two links that look like a segmented switch; the current one is marked. */
export const toggle = style({
  display: "inline-flex",
  padding: "0.2rem",
  gap: "0.2rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  listStyle: "none",
  margin: 0,
});

export const toggleLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { background: vars.color.cork },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentInk },
  },
});

export const body = style({ display: "grid", gap: vars.space.lg });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.accent}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
});

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const past = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const pastSummary = style({
  cursor: "pointer",
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  minHeight: "2.75rem",
  display: "flex",
  alignItems: "center",
});

export { emptyCard as empty, emptyCardTitle as emptyTitle } from "../../../ui/card.css";

export const emptyActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Whose events and the search, side by side when there is room. */
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.md,
  paddingBottom: vars.space.md,
});

export const filter = style({
  display: "grid",
  gap: vars.space.xs,
  flex: "1 1 12rem",
  minWidth: 0,
});

export const clearFilters = style({
  minHeight: "2.75rem",
  display: "inline-flex",
  alignItems: "center",
  color: vars.color.accent,
  fontWeight: 600,
});

export const filterSummary = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.inkMuted });

/** "To review": pressed, it shows only the suggested events, with Confirm and Dismiss. */
export const reviewToggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.cork },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentInk,
    },
  },
});

export const count = style({
  minWidth: "1.5rem",
  padding: "0 0.4rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontVariantNumeric: "tabular-nums",
  textAlign: "center",
});
