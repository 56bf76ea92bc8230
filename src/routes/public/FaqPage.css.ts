import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "48rem",
});

/** One question: a native disclosure, so it works without JavaScript. */
export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The question row: the whole row is the click and keyboard target. */
export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "2.75rem",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  listStyle: "none",
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  color: vars.color.ink,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.cork },
    "&:focus-visible": {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  color: vars.color.inkMuted,
  "@media": {
    // The chevron turns only for people who have not asked for less motion;
    // for everyone else the opened answer itself shows the state.
    "(prefers-reduced-motion: no-preference)": {
      transition: "transform 150ms ease",
      selectors: {
        [`${item}[open] &`]: { transform: "rotate(180deg)" },
      },
    },
  },
});

export const answer = style({
  display: "grid",
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
