import { style, styleVariants } from "@vanilla-extract/css";
import { badge } from "../badge.css";
import { vars } from "../theme.css";

export const wrapper = style({
  display: "grid",
  gap: "0.125rem",
  justifyItems: "start",
  minWidth: 0,
});

/**
 * A badge in a table cell wraps rather than overflow: "Waiting for approval"
 * is wider than the Status column and covered the attachments beside it.
 */
const wrapping = style({ whiteSpace: "normal", maxWidth: "100%", overflowWrap: "anywhere" });

export const badgeFor = styleVariants({
  received: [
    badge,
    wrapping,
    { borderColor: vars.color.border, background: vars.color.paper, color: vars.color.ink },
  ],
  // Like review, it waits for the user: here for an upgrade.
  limited: [
    badge,
    {
      borderColor: vars.color.accent,
      borderStyle: "dotted",
      borderWidth: "2px",
      background: vars.color.paper,
      color: vars.color.ink,
    },
  ],
  // Dotted: it waits for the user, unlike the solid processed and dashed ignored.
  review: [
    badge,
    wrapping,
    {
      borderColor: vars.color.accent,
      borderStyle: "dotted",
      borderWidth: "2px",
      background: vars.color.paper,
      color: vars.color.ink,
    },
  ],
  processed: [
    badge,
    wrapping,
    { borderColor: vars.color.accent, background: vars.color.accentSoft, color: vars.color.ink },
  ],
  ignored: [
    badge,
    wrapping,
    {
      borderColor: vars.color.border,
      borderStyle: "dashed",
      background: "transparent",
      color: vars.color.inkMuted,
    },
  ],
  failed: [
    badge,
    wrapping,
    { borderColor: vars.color.danger, background: vars.color.dangerSoft, color: vars.color.ink },
  ],
});

export const reason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});
