import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const wrapper = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

/**
 * The message on its own sheet. E-mails bring their own colours for a white
 * page, so the sheet stays white with dark ink in both themes (fixed values,
 * not theme tokens, on purpose). Containment makes the box the containing
 * block of anything positioned inside it and clips its painting, so nothing
 * in a message can cover the app around it; wide newsletters scroll inside.
 */
export const html = style({
  position: "relative",
  isolation: "isolate",
  contain: "content",
  overflow: "auto",
  maxWidth: "100%",
  padding: vars.space.md,
  background: "#ffffff",
  color: "#1f1a17",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
  lineHeight: vars.lineHeight.body,
});

globalStyle(`${html} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${html} a`, { color: "#4f2d7a", textDecoration: "underline" });
globalStyle(`${html} pre`, { whiteSpace: "pre-wrap" });

export const text = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
});
