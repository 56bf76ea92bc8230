import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CalendarEvent } from "../../api/CalendarEvent";
import { Instant } from "../../api/fields";

const event: CalendarEvent = {
  id: "8c1d4f5e-0000-4000-8000-000000000001",
  title: "Swimming",
  description: "",
  startsAt: "2026-09-14T08:30:00.000Z",
  endsAt: "2026-09-14T09:30:00.000Z",
  allDay: false,
  timezone: "Europe/London",
  location: "",
  status: "confirmed",
  familyMemberIds: [],
  sourceEmailId: null,
  createdAt: "2026-09-01T10:00:00.000Z",
  updatedAt: "2026-09-01T10:00:00.000Z",
};

describe("instants in answers", () => {
  it("are checked where an answer is read, as an input's instant is", () => {
    expect(Schema.decodeUnknownEither(Instant)("2026-09-14T08:30:00.000Z")).toEqual(
      Either.right("2026-09-14T08:30:00.000Z"),
    );
    for (const bad of ["2026-02-30T08:30:00Z", "2026-09-14 08:30", 1_757_838_600_000, null]) {
      const decoded = Schema.decodeUnknownEither(CalendarEvent)({ ...event, createdAt: bad });
      expect(Either.isLeft(decoded)).toBe(true);
      if (Either.isLeft(decoded)) expect(decoded.left.message).toContain('["createdAt"]');
    }
  });

  it("are written as the server produced them, without checking its own dates again", () => {
    // An encode that checked would refuse this; the server only writes what it read from the database.
    const unchecked = { ...event, updatedAt: "2026-02-30T08:30:00.000Z" };
    expect(Schema.encodeSync(CalendarEvent)(unchecked)).toEqual(unchecked);
    expect(Either.isLeft(Schema.encodeEither(Instant)(42 as unknown as string))).toBe(true);
  });
});
