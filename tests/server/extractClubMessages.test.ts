/**
 * Club and coach messages as they are written (issue 12): a tournament's
 * numbered games, a gala's block of labelled times under a subject that
 * names only the weekday, a session called off "this Monday (9th)", a
 * gymnastics march-in before the competition, "be there 30 min early",
 * and a date whose sentence names nothing ("Quick update for Sunday").
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, from: string, zone: string) =>
  (await eventsIn(body, { subject, from }, zone)).map(
    ({ title, start, end, change, location }) => ({
      title,
      start,
      end,
      change,
      location,
    }),
  );

describe("club and coach messages", () => {
  it("reads 'Game 1 – 9:00 AM vs. Lightning' as nine o'clock, named with its opponent", async () => {
    const found = await read(
      "Saturday\nGame 1 – 9:00 AM vs. Lightning (Field 3)\nGame 2 – 1:30 PM vs. Storm (Field 5)",
      "Tournament schedule",
      "coach@falcons.org",
      "America/Chicago",
    );
    expect(found).toMatchObject([
      { title: "Game 1 vs. Lightning", start: "2026-03-07T09:00:00-06:00", location: "Field 3" },
      { title: "Game 2 vs. Storm", start: "2026-03-07T13:30:00-06:00", location: "Field 5" },
    ]);
  });

  it("starts a gala at its start, not the warm-up range, and keeps the subject's Saturday as the body's", async () => {
    const found = await read(
      "The Winter Gala is on Saturday 14 March at Crystal Palace NSC.\nWarm up: 8.00-8.45am\nGala starts: 9.00am\nExpected finish: 1pm",
      "Swim gala Saturday",
      "gala@sharks.org.uk",
      "Europe/London",
    );
    expect(found).toEqual([
      {
        title: "Swim winter gala",
        start: "2026-03-14T09:00:00+00:00",
        end: "2026-03-14T13:00:00+00:00",
        change: "new",
        location: "Crystal Palace NSC",
      },
    ]);
  });

  it("calls off the Monday the brackets name, and 'No swimming next Tuesday'", async () => {
    expect(
      await read(
        "No Cubs this Monday (9th) as the hall is being used for voting.",
        "Cubs",
        "akela@scouts.org.uk",
        "Europe/London",
      ),
    ).toMatchObject([{ title: "Cubs", start: "2026-03-09", change: "cancel" }]);
    expect(
      await read(
        "No swimming next Tuesday - pool closed.",
        "Swimming",
        "club@swim.org.uk",
        "Europe/London",
      ),
    ).toMatchObject([{ title: "Swimming", start: "2026-03-10", change: "cancel" }]);
  });

  it("passes over a march-in for the competition, and reads '30 min early' as no length", async () => {
    expect(
      await read(
        "Our Level 3 girls are competing at the Northern Lights Invitational on Saturday, March 21 at the Edmonton Expo Centre.\n\nSession 2: March-in 12:15 PM, competition 12:30-3:00 PM, awards 3:15 PM.",
        "Gymnastics competition",
        "info@flipsgym.ca",
        "America/Edmonton",
      ),
    ).toMatchObject([{ start: "2026-03-21T12:30:00-06:00", end: "2026-03-21T15:00:00-06:00" }]);
    expect(
      await read(
        "Saturday's game against the Ice Dogs has been moved from 8am to 11:15am (same rink). Please be there 30 min early to dress.",
        "Hockey - change of time",
        "manager@minorhockey.ca",
        "America/Toronto",
      ),
    ).toEqual([
      {
        title: "Hockey game v the Ice Dogs",
        start: "2026-03-07T11:15:00-05:00",
        end: "2026-03-07T12:15:00-05:00",
        change: "update",
        location: "",
      },
    ]);
  });

  it("names a day whose sentence names nothing from the sentence after it", async () => {
    expect(
      await read(
        "Quick update for Sunday. We're away at Hampton Rangers. Please have the kids there for 9.30, kick off is 10am.",
        "U10s this weekend",
        "coach@hamptonfc.co.uk",
        "Europe/London",
      ),
    ).toMatchObject([{ title: "Away match", start: "2026-03-08T10:00:00+00:00" }]);
  });

  it("starts at the first race, not 'poolside by', and at the opening ceremony, not check-in", async () => {
    expect(
      await read(
        "Eight of our Cubs have been picked to swim at the District Swimming Gala on Sunday 15th March at Withington Baths.\n\nPlease have them poolside by 1.15pm for a team photo. The first race is at 2pm and the gala usually finishes around 4.30pm.",
        "District Swimming Gala",
        "akela@scouts.org.uk",
        "Europe/London",
      ),
    ).toMatchObject([{ start: "2026-03-15T14:00:00+00:00", end: "2026-03-15T16:30:00+00:00" }]);
    expect(
      await read(
        "Team Gearheads competes at the Front Range FIRST LEGO League Qualifier on Saturday, March 14, at Thunder Ridge High School.\n\nCheck-in opens at 7:30 a.m. and the opening ceremony is at 8:30. Awards are scheduled to wrap up by 4:00 p.m.",
        "FLL Qualifier - details",
        "coach@gearheads.org",
        "America/Denver",
      ),
    ).toMatchObject([
      {
        title: expect.stringMatching(/Qualifier/),
        start: "2026-03-14T08:30:00-06:00",
        end: "2026-03-14T16:00:00-06:00",
      },
    ]);
  });

  it("adds no event for buses leaving 'that morning' in another clause, nor donations 'from Monday'", async () => {
    expect(
      await read(
        "Our Faction Athletics Carnival will be held on Friday 13 March at Lark Hill Sportsplex.\n\nEvents run from 9.15am until 2pm. Buses leave school at 8.40am, so please make sure your child is at school on time that morning.",
        "Faction Athletics Carnival",
        "sport@school.wa.edu.au",
        "Australia/Perth",
      ),
    ).toMatchObject([{ start: "2026-03-13T09:15:00+08:00", end: "2026-03-13T14:00:00+08:00" }]);
    expect(
      await read(
        "PTA Gala\nOur PTA Gala is on Saturday 21 March, 10am-2pm. Preloved donations can be dropped at the hall from Monday.",
        "Newsletter",
        "office@school.nz",
        "Pacific/Auckland",
      ),
    ).toMatchObject([{ title: "PTA Gala", start: "2026-03-21T10:00:00+13:00" }]);
  });

  it("names a club's event for its sport and team, or for the event its subject names", async () => {
    expect(
      await read(
        "Hi all, our summer tournament is on Saturday 13 June, 9.30am to 1pm at Lordswood. Bring water!\nThe U11s have trained hard for this.",
        "Saturday",
        "Lordswood Netball Club <coach@example.org>",
        "Europe/London",
      ),
    ).toMatchObject([{ title: "U11 netball summer tournament" }]);
    // The subject's event names the day: "Finals day" of the championships.
    expect(
      await read(
        "Our juniors play the club championships on Saturday 11/04/2026, 9am-4pm.\nFinals day is 18/04/2026, starting at 10am, followed by the presentation of trophies.",
        "Junior Club Championships 2026",
        "Stanmore Tennis Club <juniors@example.co.uk>",
        "Europe/London",
      ),
    ).toMatchObject([{}, { title: "Junior Club Championships finals day" }]);
    // A sport said once, as a reason, is not the club's: training stays training.
    expect(
      await read(
        "Tuesday's training (26th May) is moved to Wednesday 27th May, same time 6-7pm. The park is being re-marked for cricket on Tuesday.",
        "Training moved",
        "Dan <dan@example.co.uk>",
        "Europe/London",
      ),
    ).toMatchObject([{ title: expect.not.stringMatching(/cricket/i) }]);
    // A newsletter's events are not one club's, and "under 5s go free" is no team.
    const newsletter = await read(
      "Meet the teacher evening: Tuesday 10 March, 6pm, in the hall.\nChristmas festival: Saturday 14 March, 2-5pm. Under 5s go free.\nFootball club restarts after Easter; football boots to the office.\nBook fair: Friday 20 March, all day.",
      "Weekly newsletter",
      "Office <office@example.sch.uk>",
      "Europe/London",
    );
    expect(newsletter.map((event) => event.title).join(" | ")).not.toMatch(/football|U5/i);
  });
});
