import { keyframes, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "./theme.css";

export const wrapper = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.inkMuted,
});

export const fullHeight = style({ minHeight: "100vh" });

const pulse = keyframes({
  "0%, 80%, 100%": { opacity: 0.25, transform: "scale(0.7)" },
  "40%": { opacity: 1, transform: "scale(1)" },
});

export const dot = style({
  fill: vars.color.spinner,
  transformOrigin: "center",
  transformBox: "fill-box",
  animation: `${pulse} 1.2s infinite ease-in-out both`,
  selectors: {
    "&:nth-child(2)": { animationDelay: "0.16s" },
    "&:nth-child(3)": { animationDelay: "0.32s" },
  },
  "@media": { [breakpoints.reducedMotion]: { animation: "none", opacity: 0.8 } },
});
