import { describe, expect, it } from "vitest";
import { membersIn } from "../../server/mail/extract/members";

describe("family members named in a message", () => {
  it("finds a name with or without its accents, in any case, possessive or not", () => {
    expect(membersIn(["Zoe's swimming lesson"], ["Zoë"])).toEqual(["Zoë"]);
    expect(membersIn(["ZOË has a dentist appointment"], ["Zoe"])).toEqual(["Zoe"]);
    expect(membersIn(["Chloé’s recital"], ["chloe"])).toEqual(["chloe"]);
  });

  it("finds whole words only", () => {
    expect(membersIn(["Zoey's party"], ["Zoë"])).toEqual([]);
    expect(membersIn(["Emmanuel's class"], ["Emma"])).toEqual([]);
  });
});
