import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The "Back to …" link above an e-mail's or an event's page. */
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  color: vars.color.ink,
  fontWeight: 600,
});

/** A name in a detail page's list of facts (`dt`). */
export const factTerm = style({
  fontWeight: 600,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
