import type { Relationship } from "../../api/FamilyMember";
import type { MemberKey } from "./rows";

/** The four members, in the order the Family page lists them. */
export const family: ReadonlyArray<{
  readonly key: MemberKey;
  readonly name: string;
  readonly relationship: Relationship;
  readonly color: string;
  readonly age: number | null;
  readonly birthday: string | null;
}> = [
  {
    key: "me",
    name: "Alex Harper",
    relationship: "self",
    color: "#1d4ed8",
    age: null,
    birthday: null,
  },
  {
    key: "partner",
    name: "Sam Harper",
    relationship: "partner",
    color: "#7c3aed",
    age: null,
    birthday: null,
  },
  {
    key: "maya",
    name: "Maya Harper",
    relationship: "child",
    color: "#047857",
    age: 9,
    birthday: "03-09",
  },
  {
    key: "leo",
    name: "Leo Harper",
    relationship: "child",
    color: "#be185d",
    age: 6,
    birthday: "11-22",
  },
];

export const partnerEmail = "sam.harper@harper-family.example";
export const school = "Maplewood Primary School <office@maplewood-primary.example>";

/** The trusted senders of Setup → Contacts: the addresses the family's mail comes from. */
export const seedTrustedSenders: ReadonlyArray<string> = [
  "office@maplewood-primary.example",
  "bookings@maplewood-primary.example",
  "coach@riverside-swimclub.example",
  "appointments@brightsmile-dental.example",
  "fixtures@parksidejuniors.example",
  "akela@maplewoodscouts.example",
  partnerEmail,
];
