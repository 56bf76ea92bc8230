import { globalStyle, style } from "@vanilla-extract/css";
import { plainList } from "../../../ui/list.css";
import { breakpoints, vars } from "../../../ui/theme.css";

export { banner } from "../../../ui/card.css";

export const bannerTitle = style({ fontSize: vars.fontSize.xl });

export const steps = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": {
    [breakpoints.wide]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const stepLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.cork },
    '&[aria-current="step"]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      fontWeight: 600,
    },
  },
});

export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.ink,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${stepLink}[aria-current="step"] &`]: {
      background: vars.color.accent,
      color: vars.color.accentInk,
    },
  },
});

export const step = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });

export const stepHeading = style({ fontSize: vars.fontSize.xxl });

export const prose = style({ display: "grid", gap: vars.space.sm, maxWidth: vars.width.prose });

/** A single paragraph at the width of the prose. */
export const text = style({ maxWidth: vars.width.prose });

export { card, cardHeading } from "../../../ui/card.css";

export const senders = style([plainList, { gap: vars.space.xs }]);

/** Address and Remove side by side even on a phone: a long address wraps, the button stays. */
export const sender = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
});

export const senderAddress = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  minWidth: 0,
});

export const addRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
});

globalStyle(`${addRow} > :first-child`, { flex: "1 1 16rem", minWidth: 0 });

/** One calendar app's or mail service's instructions: a native disclosure. */
export const guide = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const guideSummary = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  selectors: {
    "&:hover": { background: vars.color.cork },
  },
});

export const guideBody = style({
  display: "grid",
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const guideSteps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});

export const guides = style({ display: "grid", gap: vars.space.sm });

export const placeholder = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.paper,
  fontFamily: vars.font.mono,
  overflowWrap: "anywhere",
});

export const next = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const subscribeLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const memberFeeds = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const welcomeSteps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
});
