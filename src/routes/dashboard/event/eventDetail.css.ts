import { style } from "@vanilla-extract/css";
import { panel } from "../../../ui/card.css";
import { input } from "../../../ui/form/form.css";
import { plainList } from "../../../ui/list.css";
import { breakpoints, vars } from "../../../ui/theme.css";

export { backLink as back, factTerm as term } from "../../../ui/detail.css";

export const layout = style({ display: "grid", gap: vars.space.lg, paddingTop: vars.space.md });

export const statusBar = style([panel, { display: "grid", gap: vars.space.sm }]);

export const statusLine = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { [breakpoints.wide]: { gridTemplateColumns: "10rem minmax(0, 1fr)" } },
});

export const definition = style({
  margin: 0,
  overflowWrap: "anywhere",
  paddingBottom: vars.space.sm,
  "@media": { [breakpoints.wide]: { paddingBottom: 0 } },
});

export const description = style({ whiteSpace: "pre-wrap" });

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const editor = style([
  panel,
  {
    display: "grid",
    gap: vars.space.md,
    maxWidth: vars.width.prose,
    "@media": { [breakpoints.wide]: { padding: vars.space.lg } },
  },
]);

export const times = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoints.wide]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const checkRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  cursor: "pointer",
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  accentColor: vars.color.accent,
  flexShrink: 0,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const memberOptions = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: `0 ${vars.space.md}`,
});

export const swatch = style({
  width: "0.9rem",
  height: "0.9rem",
  borderRadius: vars.radius.pill,
  boxShadow: `0 0 0 1px ${vars.color.surface}, 0 0 0 2px ${vars.color.border}`,
  flexShrink: 0,
});

export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);

export const sourceList = style([plainList, { gap: vars.space.sm, overflowWrap: "anywhere" }]);

/** The history: a line down the left joins the steps, oldest at the top. */
export const history = style([
  plainList,
  { display: "grid", gap: vars.space.md, borderLeft: `2px solid ${vars.color.border}` },
]);

export const revision = style({
  display: "grid",
  gap: vars.space.xs,
  paddingLeft: vars.space.md,
  overflowWrap: "anywhere",
});

export const revisionHeading = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
});
