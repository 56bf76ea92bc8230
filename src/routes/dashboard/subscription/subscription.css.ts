import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "44rem" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, max-content) 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  "@media": {
    "screen and (max-width: 30rem)": { gridTemplateColumns: "1fr", gap: vars.space.xs },
  },
});

export const term = style({ color: vars.color.inkMuted, fontWeight: 600 });

export const definition = style({ margin: 0 });

export const status = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontWeight: 600,
});

export const endingNotice = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cork,
});

export const choices = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))",
});

export const choice = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const choiceAmount = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
