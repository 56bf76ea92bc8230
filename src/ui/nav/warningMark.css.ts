import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** A navigation item with a mark after its link, side by side. */
export const markedItem = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** A round "!" in the danger colour: ink on its soft tint keeps 4.5:1 in both themes. */
export const mark = style({
  // Holds its visually hidden label: in the dashboard's sideways-scrolling nav an absolutely
  // placed label would otherwise widen the page.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "1.375rem",
  height: "1.375rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
});
