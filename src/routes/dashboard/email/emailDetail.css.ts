import { style } from "@vanilla-extract/css";
import { panel } from "../../../ui/card.css";
import { plainList } from "../../../ui/list.css";
import { breakpoints, vars } from "../../../ui/theme.css";

export { backLink as back, factTerm as term } from "../../../ui/detail.css";

export const headers = style([
  panel,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: 0,
    "@media": { [breakpoints.wide]: { gridTemplateColumns: "8rem minmax(0, 1fr)" } },
  },
]);

export const definition = style({
  margin: 0,
  overflowWrap: "anywhere",
  paddingBottom: vars.space.xs,
  "@media": { [breakpoints.wide]: { paddingBottom: 0 } },
});

export const attachments = style([plainList, { gap: vars.space.xs }]);

export const attachment = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});

export const attachmentName = style({ fontWeight: 600, minWidth: 0 });

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const missing = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const missingAlert = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});

export const removeRow = style({ display: "flex", justifyContent: "flex-end" });
