import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import { changedFields, isReasonClause, movedTimes } from "../../server/mail/inbound/changeFields";
import type { EventFields } from "../../server/product/events/repo";

/** The concert as first announced: Tuesday 15 December 2026, 6 to 7:30pm in London, in the hall. */
const concert: CalendarEvent = {
  id: "e-1",
  title: "Winter concert",
  description: "Doors open at 5:45pm.",
  startsAt: "2026-12-15T18:00:00.000Z",
  endsAt: "2026-12-15T19:30:00.000Z",
  allDay: false,
  timezone: "Europe/London",
  location: "School hall",
  status: "confirmed",
  familyMemberIds: [],
  sourceEmailId: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-01T09:00:00.000Z",
};

/** What the extractor makes of a change sentence: its own title, an hour from the start it read. */
const fromMail = (fields: Partial<EventFields>): EventFields => ({
  title: "The winter concert has been moved",
  description: "",
  startsAt: "2026-12-16T14:00:00.000Z",
  endsAt: "2026-12-16T15:00:00.000Z",
  allDay: false,
  timezone: "Europe/London",
  location: "",
  status: "suggested",
  ...fields,
});

const text = (fields: Partial<EventFields>) =>
  changedFields(concert, fromMail(fields), false, concert.status);

describe("a text change e-mail rewrites only what it changes", () => {
  it("keeps the title: the change sentence is a worse one", () => {
    expect(text({}).title).toBe("Winter concert");
  });

  it("keeps the notes", () => {
    expect(text({ description: "moved because of exams" }).description).toBe(
      "Doors open at 5:45pm.",
    );
  });

  it("keeps the status the parent chose", () => {
    expect(text({}).status).toBe("confirmed");
  });

  it("keeps the place when it names none", () => {
    expect(text({ location: "" }).location).toBe("School hall");
  });

  it("takes a new place it names", () => {
    expect(text({ location: "Village Hall" }).location).toBe("Village Hall");
  });

  it("never takes a reason clause for the place", () => {
    expect(text({ location: "Because the hall is needed for the Year 6 exams" }).location).toBe(
      "School hall",
    );
    for (const clause of [
      "because the hall is needed",
      "as the pool is closed",
      "due to the weather",
      "owing to staff training",
      "so that the hall can be set up",
    ]) {
      expect(isReasonClause(clause)).toBe(true);
    }
    expect(isReasonClause("Riverside Pool")).toBe(false);
    expect(isReasonClause("Ashford Sports Hall")).toBe(false);
  });

  it("moves the start to the new day and time it names, keeping the length", () => {
    const moved = text({});
    expect(moved.startsAt).toBe("2026-12-16T14:00:00.000Z");
    // 90 minutes as before, not the hour a start alone is read as.
    expect(moved.endsAt).toBe("2026-12-16T15:30:00.000Z");
    expect(moved.allDay).toBe(false);
  });

  it("takes the end it names when it names one other than the hour", () => {
    const moved = text({ endsAt: "2026-12-16T16:00:00.000Z" });
    expect(moved.endsAt).toBe("2026-12-16T16:00:00.000Z");
  });

  it("moves a timed event named on a day alone to that day at its old time", () => {
    const moved = text({ startsAt: "2026-12-17", endsAt: "2026-12-18", allDay: true });
    expect(moved).toMatchObject({
      startsAt: "2026-12-17T18:00:00.000Z",
      endsAt: "2026-12-17T19:30:00.000Z",
      allDay: false,
      timezone: "Europe/London",
    });
  });

  it("keeps the wall-clock time across a change of offset", () => {
    const summer: CalendarEvent = {
      ...concert,
      startsAt: "2026-03-20T18:00:00.000Z",
      endsAt: "2026-03-20T19:00:00.000Z",
    };
    // 6pm GMT on 20 March is 6pm BST (17:00Z) on 3 April.
    const moved = movedTimes(summer, {
      startsAt: "2026-04-03",
      endsAt: "2026-04-04",
      allDay: true,
      timezone: "Europe/London",
    });
    expect(moved.startsAt).toBe("2026-04-03T17:00:00.000Z");
  });

  it("keeps an all-day event's number of days when moved to one day", () => {
    const camp: CalendarEvent = {
      ...concert,
      startsAt: "2026-12-14",
      endsAt: "2026-12-17",
      allDay: true,
    };
    const moved = movedTimes(camp, {
      startsAt: "2026-12-21",
      endsAt: "2026-12-22",
      allDay: true,
      timezone: "Europe/London",
    });
    expect(moved).toMatchObject({ startsAt: "2026-12-21", endsAt: "2026-12-24", allDay: true });
  });

  it("gives an all-day event the time a change names", () => {
    const day: CalendarEvent = {
      ...concert,
      startsAt: "2026-12-15",
      endsAt: "2026-12-16",
      allDay: true,
    };
    const moved = movedTimes(day, fromMail({}));
    expect(moved).toMatchObject({ startsAt: "2026-12-16T14:00:00.000Z", allDay: false });
  });
});

describe("a calendar update (same UID) restates the event", () => {
  it("takes its title and times, and keeps notes and place it leaves out", () => {
    const next = changedFields(
      concert,
      fromMail({ title: "Winter concert (new date)" }),
      true,
      "confirmed",
    );
    expect(next).toMatchObject({
      title: "Winter concert (new date)",
      endsAt: "2026-12-16T15:00:00.000Z",
      description: "Doors open at 5:45pm.",
      location: "School hall",
    });
  });
});
