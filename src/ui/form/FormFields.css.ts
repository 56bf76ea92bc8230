import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";
import { input } from "./form.css";

/** A field's own message, under its input: red text with a mark, so colour is not the only cue. */
export const fieldError = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "baseline",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const select = style([
  input,
  {
    appearance: "auto",
    cursor: "pointer",
  },
]);

export const textarea = style([
  input,
  {
    minHeight: "9rem",
    resize: "vertical",
    lineHeight: vars.lineHeight.body,
  },
]);

export const checkboxRow = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: "start",
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.2rem",
  accentColor: vars.color.accent,
  cursor: "pointer",
});

export const checkboxDescription = style({ gridColumn: 2 });

export const fieldset = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
