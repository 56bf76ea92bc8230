import { style } from "@vanilla-extract/css";

/** Hidden on screen, still read by assistive technology. */
export const visuallyHiddenText = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** The first tab stop on every page: jumps past the navigation. */
export const skipLink = style([
  visuallyHiddenText,
  {
    selectors: {
      "&:focus": {
        position: "fixed",
        top: "0.5rem",
        left: "0.5rem",
        width: "auto",
        height: "auto",
        margin: 0,
        padding: "0.5rem 1rem",
        clip: "auto",
        zIndex: 100,
        background: "#ffffff",
        color: "#1f1a17",
        borderRadius: "0.375rem",
      },
    },
  },
]);
