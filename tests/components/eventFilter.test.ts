import { describe, expect, it } from "vitest";
import { filterEvents, isFiltered, searchWords } from "../../src/ui/calendar/eventFilter";
import { calendarEvent as event } from "./support/dashboardHarness";

const swim = event({
  id: "swim",
  title: "Swimming lesson",
  location: "Riverside Leisure Centre",
  familyMemberIds: ["m-ada"],
});
const cafe = event({
  id: "cafe",
  title: "Coffee with Zoë",
  description: "At the Café on the corner",
  familyMemberIds: ["m-ben", "m-ada"],
});
const dentist = event({ id: "dentist", title: "Dentist", description: "Bring the forms" });
const all = [swim, cafe, dentist];

describe("filterEvents", () => {
  it("keeps everything without a filter", () => {
    expect(filterEvents(all, { member: null, q: "  " })).toEqual(all);
    expect(isFiltered({ member: null, q: "  " })).toBe(false);
  });

  it("keeps one family member's events", () => {
    expect(filterEvents(all, { member: "m-ben", q: "" })).toEqual([cafe]);
    expect(filterEvents(all, { member: "m-ada", q: "" })).toEqual([swim, cafe]);
  });

  it("finds words in the title, the location or the notes, in any case and without accents", () => {
    expect(filterEvents(all, { member: null, q: "riverside" })).toEqual([swim]);
    expect(filterEvents(all, { member: null, q: "FORMS" })).toEqual([dentist]);
    expect(filterEvents(all, { member: null, q: "cafe zoe" })).toEqual([cafe]);
    expect(filterEvents(all, { member: null, q: "café swim" })).toEqual([]);
  });

  it("applies the member and the words together", () => {
    expect(filterEvents(all, { member: "m-ben", q: "swim" })).toEqual([]);
    expect(filterEvents(all, { member: "m-ada", q: "lesson" })).toEqual([swim]);
    expect(searchWords(" Zoë  CAFÉ ")).toEqual(["zoe", "cafe"]);
  });
});
