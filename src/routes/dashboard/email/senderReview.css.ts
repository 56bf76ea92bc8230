import { style } from "@vanilla-extract/css";
import { cardSurface } from "../../../ui/card.css";
import { plainList } from "../../../ui/list.css";
import { breakpoints, vars } from "../../../ui/theme.css";

export const panel = style([
  cardSurface,
  {
    display: "grid",
    gap: vars.space.md,
    marginBottom: vars.space.lg,
    borderColor: vars.color.accent,
  },
]);

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const lead = style({ margin: 0, maxWidth: vars.width.prose });

export const list = style([plainList, { display: "grid", gap: vars.space.sm }]);

/** One sender: what they sent on the left, the two answers on the right (below on a phone). */
export const row = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": {
    [breakpoints.wide]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center" },
  },
});

export const who = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const sender = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: "anywhere",
});

export const wide = style({ gridColumn: "1 / -1" });
