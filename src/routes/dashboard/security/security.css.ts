import { style } from "@vanilla-extract/css";
import { vars } from "../../../ui/theme.css";

export const blocks = style({ display: "grid", gap: vars.space.lg, maxWidth: vars.width.prose });

export const block = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

export const blockTitle = style({ fontSize: vars.fontSize.xl });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const rowText = style({ display: "grid", minWidth: 0 });

export const rowTitle = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const rowDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});

export const qr = style({
  width: "12rem",
  height: "12rem",
  background: "#ffffff",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  background: vars.color.cork,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const danger = style({
  background: vars.color.danger,
  color: vars.color.surface,
  selectors: { "&:hover:not([aria-disabled])": { filter: "brightness(1.08)" } },
});

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});
