import { style, styleVariants } from "@vanilla-extract/css";
import { badge } from "../badge.css";
import { vars } from "../theme.css";

export const dots = style({
  display: "inline-flex",
  gap: "0.2rem",
  alignItems: "center",
  flexShrink: 0,
});

export const dot = style({
  width: "0.75rem",
  height: "0.75rem",
  borderRadius: vars.radius.pill,
  // A ring keeps a pale member colour visible on paper and on dark surfaces.
  boxShadow: `0 0 0 1px ${vars.color.surface}, 0 0 0 2px ${vars.color.border}`,
  flexShrink: 0,
});

export const people = style({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const person = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });

export const status = styleVariants({
  suggested: [
    badge,
    {
      borderStyle: "dashed",
      borderColor: vars.color.accent,
      color: vars.color.ink,
      background: vars.color.accentSoft,
    },
  ],
  confirmed: [
    badge,
    { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentInk },
  ],
  dismissed: [
    badge,
    { borderColor: vars.color.border, color: vars.color.inkMuted, background: "transparent" },
  ],
  // The sender called it off: the danger colours, so it is not mistaken for one still on.
  cancelled: [
    badge,
    { borderColor: vars.color.danger, color: vars.color.ink, background: vars.color.dangerSoft },
  ],
});

/** "Suggested" on a calendar chip: words, not only its dashed outline, say it is not confirmed. */
export const suggestedMark = style({
  fontSize: "0.6875rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.accent,
});
