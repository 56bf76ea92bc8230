import { describe, expect, it } from "vitest";
import { membersIn } from "../../server/mail/extract/members";
import { memberForms, membersFound } from "../../server/mail/inbound/memberNames";

const family = memberForms([
  { id: "emma", name: "Emma Parker", alsoCalled: [] },
  { id: "rob", name: "Robert Jones", alsoCalled: ["Bobby"] },
  { id: "zoe", name: "Zoë", alsoCalled: [] },
  { id: "will", name: "Will Harper", alsoCalled: [] },
  { id: "sam", name: "Sam Lee", alsoCalled: [] },
  { id: "samantha", name: "Samantha Lee", alsoCalled: ["Sam"] },
]);

/** Whom a message's text tags, through the extractor's matching as the intake runs it. */
const tagged = (text: string) => membersFound(family, membersIn([text], family.names));

describe("whom a message names", () => {
  it("finds a member by first name, and by its possessive", () => {
    expect(tagged("Emma's class trip to the farm")).toEqual(["emma"]);
    expect(tagged("Reminder for Emma: PE kit")).toEqual(["emma"]);
  });

  it("finds a member by the whole name as typed", () => {
    expect(tagged("Robert Jones has a dentist appointment")).toEqual(["rob"]);
  });

  it("finds a member by a nickname set on them", () => {
    expect(tagged("Bobby’s football match")).toEqual(["rob"]);
  });

  it("ignores case and accents", () => {
    expect(tagged("EMMA'S CLASS ASSEMBLY")).toEqual(["emma"]);
    expect(tagged("Zoe's piano lesson")).toEqual(["zoe"]);
    expect(tagged("zoë has swimming")).toEqual(["zoe"]);
  });

  it("does not take an everyday word for a first name", () => {
    expect(tagged("We will be closed on Friday")).toEqual([]);
    expect(tagged("Will Harper's reading record")).toEqual(["will"]);
  });

  it("tags nobody by a name two members share, and each by their whole name", () => {
    expect(tagged("Sam has a cold")).toEqual([]);
    expect(tagged("Samantha Lee and Sam Lee")).toEqual(["sam", "samantha"].sort());
  });

  it("tags each member once, however many ways the message names them", () => {
    expect(tagged("Emma Parker (Emma) and Emma's friend")).toEqual(["emma"]);
  });
});
