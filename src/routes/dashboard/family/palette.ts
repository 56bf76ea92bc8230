import type { FamilyMember } from "../../../../api/FamilyMember";

export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
}

/**
 * The family-member colours: the Okabe–Ito palette, eight colours people
 * with the common kinds of colour blindness can still tell apart. Events
 * show the member's name too, so colour is never the only cue.
 */
export const memberPalette: ReadonlyArray<PaletteColor> = [
  { name: "Orange", hex: "#e69f00" },
  { name: "Sky blue", hex: "#56b4e9" },
  { name: "Green", hex: "#009e73" },
  { name: "Yellow", hex: "#f0e442" },
  { name: "Blue", hex: "#0072b2" },
  { name: "Red", hex: "#d55e00" },
  { name: "Pink", hex: "#cc79a7" },
  { name: "Black", hex: "#000000" },
];

/** The first palette colour nobody uses yet, so a new member stands out; else the first. */
export function nextColor(members: ReadonlyArray<Pick<FamilyMember, "Color">>): string {
  const taken = new Set(members.map((member) => member.Color.toLowerCase()));
  const free = memberPalette.find((color) => !taken.has(color.hex));
  return (free ?? memberPalette[0] ?? { hex: "#e69f00" }).hex;
}

/** A palette colour's name, or the hex code for a colour picked by hand. */
export function colorName(hex: string): string {
  return memberPalette.find((color) => color.hex === hex.toLowerCase())?.name ?? hex.toLowerCase();
}
