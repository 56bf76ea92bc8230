import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { FamilyMember } from "../../api/FamilyMember";
import { engines } from "./support/databases";
import { getData, request, type TestUser } from "./support/product";
import {
  composeMail,
  type IntakeServer,
  intakeFamily,
  sendAndSettle,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";

/**
 * Issue 13 through the real intake: a change e-mail rewrites only what it
 * changes, and the family is tagged by the names mail uses for them.
 */
describe.each(engines)("family mail on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <A>(user: TestUser, path: string) => getData<A>(server, user, path);

  const send = (user: TestUser, address: string, raw: string) =>
    sendAndSettle(server, user, address, raw);

  it("moves the date and time, and keeps the title, place, length and notes", async () => {
    const { user, address } = await intakeFamily(server, "reason", [school], {
      autoConfirmEvents: true,
    });
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Winter concert",
        date: "Mon, 23 Nov 2026 09:00:00 +0000",
        text: "Our winter concert will be on Tuesday 15 December 2026 from 6pm to 7:30pm at Highfield Village Hall.",
      }),
    );
    const [announced] = await get<ReadonlyArray<CalendarEvent>>(user, "/api/event");
    expect(announced).toMatchObject({
      title: expect.stringMatching(/winter concert/i),
      location: expect.stringMatching(/Village Hall/),
    });
    const moved = await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Winter concert moved",
        date: "Mon, 30 Nov 2026 09:00:00 +0000",
        text: "The winter concert has been moved to Wednesday 16 December at 2pm, because the hall is needed for the Year 6 exams.",
      }),
    );
    expect(moved).toMatchObject({ status: "processed", statusReason: "1 event updated" });
    const events = await get<ReadonlyArray<CalendarEvent>>(user, "/api/event");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: announced?.id,
      title: announced?.title,
      description: announced?.description,
      location: announced?.location,
      status: "confirmed",
      startsAt: "2026-12-16T14:00:00.000Z",
      // Ninety minutes, as announced.
      endsAt: "2026-12-16T15:30:00.000Z",
    });
    const history = await get<ReadonlyArray<EventRevision>>(
      user,
      `/api/event/${announced?.id}/history`,
    );
    expect(history.map((step) => step.change)).toEqual(["created", "updated"]);
  });

  it("tags the members a message names by first name, possessive or nickname", async () => {
    const { user, address } = await intakeFamily(server, "names", [school]);
    const add = async (body: Record<string, unknown>) =>
      (
        (await request(server, "POST", "/api/family-member", { user, body })).json as {
          data: FamilyMember;
        }
      ).data;
    const emma = await add({ Name: "Emma Parker", Relationship: "child", Color: "#0072b2" });
    const rob = await add({
      Name: "Robert Jones",
      Relationship: "child",
      Color: "#d55e00",
      AlsoCalled: ["Bobby"],
    });
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Emma's class trip",
        date: "Mon, 23 Nov 2026 09:00:00 +0000",
        text: "Emma's class trip to the Science Museum is on Thursday 3 December 2026 at 9am.",
      }),
    );
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Football",
        date: "Mon, 23 Nov 2026 09:05:00 +0000",
        text: "BOBBY’S football match is on Saturday 5 December 2026 at 10am at Highfield Park.",
      }),
    );
    const events = await get<ReadonlyArray<CalendarEvent>>(user, "/api/event");
    expect(events.map((event) => event.familyMemberIds)).toEqual([[emma.Id], [rob.Id]]);
  });
});
