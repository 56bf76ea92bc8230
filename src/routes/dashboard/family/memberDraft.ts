import {
  type FamilyMember,
  FamilyMemberInput,
  type Relationship,
} from "../../../../api/FamilyMember";
import { type Checked, checkWith } from "../../../ui/form/fieldErrors";

/** What the family form holds: text as typed, empty for "none". */
export interface MemberDraft {
  readonly Name: string;
  readonly Relationship: Relationship;
  readonly Email: string;
  readonly Color: string;
  readonly BirthDate: string;
  /** Other names, separated by commas ("Em, Emmy"). */
  readonly AlsoCalled: string;
}

export type MemberField = keyof MemberDraft;

export const memberFields: ReadonlyArray<MemberField> = [
  "Name",
  "Relationship",
  "Email",
  "Color",
  "BirthDate",
  "AlsoCalled",
];

export const relationshipLabels: Record<Relationship, string> = {
  self: "Me",
  partner: "Partner",
  child: "Child",
  other: "Someone else",
};

/** How a member's relationship reads in the list, from the account holder's side. */
export const relationshipNames: Record<Relationship, string> = {
  self: "You",
  partner: "Partner",
  child: "Child",
  other: "Family",
};

export function emptyDraft(color: string, relationship: Relationship = "child"): MemberDraft {
  return {
    Name: "",
    Relationship: relationship,
    Email: "",
    Color: color,
    BirthDate: "",
    AlsoCalled: "",
  };
}

export function draftOf(member: FamilyMember): MemberDraft {
  return {
    Name: member.Name,
    Relationship: member.Relationship,
    Email: member.Email ?? "",
    Color: member.Color,
    BirthDate: member.BirthDate ?? "",
    AlsoCalled: (member.AlsoCalled ?? []).join(", "),
  };
}

/** "Em, Emmy," as ["Em", "Emmy"]: the names between the commas, blanks left out. */
export const namesIn = (text: string): ReadonlyArray<string> =>
  text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");

/**
 * The draft as the contract's `FamilyMemberInput`, or each field's message.
 * Empty optional fields are sent as null (no e-mail, no birthday).
 */
export function checkMember(draft: MemberDraft): Checked<FamilyMemberInput, MemberField> {
  return checkWith(
    FamilyMemberInput,
    {
      Name: draft.Name,
      Relationship: draft.Relationship,
      Email: draft.Email.trim() === "" ? null : draft.Email,
      Color: draft.Color,
      BirthDate: draft.BirthDate === "" ? null : draft.BirthDate,
      AlsoCalled: namesIn(draft.AlsoCalled),
    },
    memberFields,
  );
}

/** A birthday as people write it ("14 September 2016"), read as a calendar date, not an instant. */
export function formatBirthDate(isoDate: string, locale?: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
