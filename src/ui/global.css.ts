import { globalStyle } from "@vanilla-extract/css";
import { breakpoints, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  background: vars.color.paper,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle("p", { margin: 0 });

globalStyle("a", { color: vars.color.accent, textUnderlineOffset: "0.15em" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("#root", {
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

globalStyle("*", {
  "@media": {
    [breakpoints.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
