import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The native dialog, centred by the browser; its own box is the card. */
export const dialog = style({
  width: "min(28rem, calc(100vw - 2rem))",
  maxWidth: "calc(100vw - 2rem)",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.overlay,
  selectors: {
    "&::backdrop": { background: vars.color.backdrop },
  },
});

export const body = style({ display: "grid", gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const message = style({ display: "grid", gap: vars.space.sm });

export const actions = style({
  display: "flex",
  flexWrap: "wrap-reverse",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

/** The confirming button of a destructive question: red, so it does not read as the default. */
export const danger = style({
  background: vars.color.danger,
  color: vars.color.surface,
  selectors: { "&:hover:not(:disabled)": { filter: "brightness(1.08)" } },
});
