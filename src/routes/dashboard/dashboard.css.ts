import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../ui/theme.css";

export const shell = style({
  display: "grid",
  // minmax(0, …): the scrolling strip of links must not widen the page on a phone.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  "@media": {
    [breakpoints.wide]: {
      gridTemplateColumns: "13rem minmax(0, 1fr)",
      gap: vars.space.xl,
      paddingTop: vars.space.lg,
    },
  },
});

export const sidebar = style({
  "@media": {
    [breakpoints.wide]: { position: "sticky", top: "5rem", alignSelf: "start" },
  },
});

export const sideLinks = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  "@media": {
    [breakpoints.wide]: { flexDirection: "column", overflowX: "visible", padding: 0 },
  },
});

export const sideLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  textDecoration: "none",
  whiteSpace: "nowrap",
  border: `1px solid ${vars.color.border}`,
  selectors: {
    "&:hover": { background: vars.color.cork },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      fontWeight: 600,
    },
  },
  "@media": {
    [breakpoints.wide]: { borderColor: "transparent", borderRadius: vars.radius.sm },
  },
});

export const content = style({ minWidth: 0 });

// Pages bring their own centred column; inside the shell it is already there.
globalStyle(`${content} > *`, { paddingLeft: 0, paddingRight: 0 });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
  maxWidth: vars.width.prose,
});

export const next = style({ display: "grid", gap: vars.space.lg, justifyItems: "start" });
