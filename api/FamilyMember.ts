import { Schema } from "effect";
import { EmailAddress, HexColor, Instant, IsoDate, RequiredText } from "./fields";

export const Relationship = Schema.Literal("self", "partner", "child", "other");
export type Relationship = typeof Relationship.Type;

/** A person in the family; events are assigned to them and coloured by them. SPEC §3 fixes `Id`. */
export const FamilyMember = Schema.Struct({
  Id: Schema.String,
  Name: Schema.String,
  Relationship,
  Email: Schema.NullOr(Schema.String),
  Color: Schema.String,
  BirthDate: Schema.NullOr(Schema.String),
  /** Nicknames the mail may use for the member ("Em", "Bobby"); the server always sends them. */
  AlsoCalled: Schema.optional(Schema.Array(Schema.String)),
  CreatedAt: Instant,
  UpdatedAt: Instant,
});
export type FamilyMember = typeof FamilyMember.Type;

const memberFields = {
  Name: RequiredText("Name", 80),
  Relationship: Relationship.annotations({
    message: () => "Relationship must be self, partner, child or other",
  }),
  Email: Schema.optionalWith(Schema.NullOr(EmailAddress), { default: () => null }),
  Color: HexColor,
  BirthDate: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  AlsoCalled: Schema.optional(
    Schema.Array(RequiredText("Also called", 40)).pipe(
      Schema.maxItems(10, { message: () => "At most 10 other names" }),
    ),
  ),
};

/** `POST /family-member`. */
export const FamilyMemberInput = Schema.Struct(memberFields);
export type FamilyMemberInput = typeof FamilyMemberInput.Type;

/** `PUT /family-member/{Id}`: the whole member, `Id` matching the path (SPEC §7). */
export const FamilyMemberUpdate = Schema.Struct({ Id: Schema.String, ...memberFields });
export type FamilyMemberUpdate = typeof FamilyMemberUpdate.Type;
