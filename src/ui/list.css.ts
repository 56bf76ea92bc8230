import { style } from "@vanilla-extract/css";

/** A list without bullets or indent whose items stack; each list adds its own gap. */
export const plainList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
});
