import { style } from "@vanilla-extract/css";
import { card } from "../../ui/page.css";
import { vars } from "../../ui/theme.css";

export const plans = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  maxWidth: "52rem",
});

/** The paid plan gets an accent border; the text colours stay the same. */
export const featured = style({
  selectors: {
    [`${card}&`]: { borderColor: vars.color.accent, borderWidth: "2px" },
  },
});

export const tagline = style({ color: vars.color.inkMuted });

export const price = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});

export const amount = style({
  fontSize: vars.fontSize.display,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
});

export const priceNote = style({ color: vars.color.inkMuted });

export const features = style({
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.sm,
});

export const feature = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const check = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.15rem",
  color: vars.color.ink,
});

export const cta = style({ justifySelf: "start", marginTop: vars.space.sm });

export const notes = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: vars.width.prose,
  marginTop: vars.space.lg,
  color: vars.color.inkMuted,
});
