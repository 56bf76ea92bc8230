import { keyframes, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../theme.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "4rem",
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
});

export const links = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [breakpoints.nav]: { display: "none" } },
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  color: vars.color.ink,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: 600 },
  },
});

export const account = style({
  marginLeft: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [breakpoints.nav]: { display: "none" } },
});

export const menuButton = style({
  marginLeft: "auto",
  display: "none",
  "@media": { [breakpoints.nav]: { display: "inline-flex" } },
});

const slideIn = keyframes({
  from: { transform: "translateX(100%)" },
  to: { transform: "translateX(0)" },
});

export const dialog = style({
  margin: 0,
  padding: 0,
  border: "none",
  background: "transparent",
  width: "100vw",
  height: "100vh",
  maxWidth: "100vw",
  maxHeight: "100vh",
  selectors: {
    "&::backdrop": { background: vars.color.backdrop },
  },
});

export const panel = style({
  marginLeft: "auto",
  height: "100%",
  width: "min(20rem, 85vw)",
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  overflowY: "auto",
  animation: `${slideIn} 200ms ease-out`,
  "@media": { [breakpoints.reducedMotion]: { animation: "none" } },
});

export const panelHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
});

export const panelTitle = style({ fontSize: vars.fontSize.lg });

export const panelLinks = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const panelActions = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

// The slide-over's expandable Dashboard entry.

export const expandRow = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const expandButton = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.ink,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.cork } },
});

export const chevron = style({ display: "inline-block", transition: "transform 150ms ease" });

export const chevronOpen = style([chevron, { transform: "rotate(180deg)" }]);

export const subLinks = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space.sm,
  display: "grid",
  // `display: grid` outranks the `hidden` attribute's user-agent `display: none`:
  // without this the collapsed list stayed on screen while aria-expanded said false.
  selectors: { "&[hidden]": { display: "none" } },
});

// The signed-in user's menu.

export const userMenu = style({ position: "relative" });

export const userButton = style({ maxWidth: "14rem" });

export const userLabel = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const menu = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 0.375rem)",
  minWidth: "12rem",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: 20,
});

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.ink,
  font: "inherit",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible": { background: vars.color.cork },
  },
});

export const panelUser = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
