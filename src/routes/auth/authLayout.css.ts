import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../ui/theme.css";

export const wrap = style({
  width: "100%",
  maxWidth: "28rem",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: "grid",
  gap: vars.space.md,
  "@media": { [breakpoints.wide]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const lead = style({ color: vars.color.inkMuted });

export const footer = style({ textAlign: "center", color: vars.color.inkMuted });

export const forgot = style({ justifySelf: "start", fontSize: vars.fontSize.sm });

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::before, &::after": {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const providers = style({ display: "grid", gap: vars.space.sm });
