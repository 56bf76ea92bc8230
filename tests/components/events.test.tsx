import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import type { CalendarEvent, EventUpdate } from "../../api/CalendarEvent";
import type { EmailSummary } from "../../api/Email";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import { EventDetailPage } from "../../src/routes/dashboard/event/EventDetailPage";
import { EventListPage } from "../../src/routes/dashboard/event/EventListPage";
import {
  changesFromDraft,
  draftFromEvent,
  serverDraftErrors,
  toggleAllDay,
  validateDraft,
} from "../../src/routes/dashboard/event/eventDraft";
import type { ApiService } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { formatEventWhen, timeZoneShortName } from "../../src/ui/calendar/format";
import {
  ada,
  ben,
  calendarEvent as event,
  fixDate,
  renderDashboard,
} from "./support/dashboardHarness";

const swim = event({
  id: "ev-swim",
  title: "Swimming lesson",
  location: "Leisure centre",
  description: "Bring goggles.",
  familyMemberIds: ["m-ada"],
  sourceEmailId: "e-1",
});
const camp = event({
  id: "ev-camp",
  title: "Football camp",
  startsAt: "2026-09-16",
  endsAt: "2026-09-19",
  allDay: true,
  familyMemberIds: ["m-ben"],
});
const party = event({
  id: "ev-party",
  title: "Mia's party",
  startsAt: "2026-09-19T13:00:00Z",
  endsAt: "2026-09-19T15:00:00Z",
  status: "suggested",
  familyMemberIds: ["m-ada", "m-ben"],
});
const dentist = event({
  id: "ev-dentist",
  title: "Dentist",
  startsAt: "2026-09-02T08:00:00Z",
  endsAt: "2026-09-02T08:30:00Z",
});

const london: Preferences = defaultPreferences("Europe/London");

describe("the event edit draft", () => {
  it("reads a timed event's inputs in its own zone", () => {
    expect(draftFromEvent(swim)).toMatchObject({
      allDay: false,
      start: "2026-09-14T08:30",
      end: "2026-09-14T09:30",
    });
    const tokyo = { ...swim, timezone: "Asia/Tokyo" };
    expect(draftFromEvent(tokyo)).toMatchObject({
      start: "2026-09-14T16:30",
      end: "2026-09-14T17:30",
    });
  });

  it("shows an all-day event's last day, not the exclusive end", () => {
    expect(draftFromEvent(camp)).toMatchObject({
      allDay: true,
      start: "2026-09-16",
      end: "2026-09-18",
    });
  });

  it("drops family members that no longer exist", () => {
    expect(draftFromEvent(party, new Set(["m-ben"])).familyMemberIds).toEqual(["m-ben"]);
  });

  it("switches between dates and date-times, keeping the days", () => {
    const timed = toggleAllDay(draftFromEvent(camp));
    expect(timed).toMatchObject({
      allDay: false,
      start: "2026-09-16T09:00",
      end: "2026-09-18T17:00",
    });
    expect(toggleAllDay(timed)).toMatchObject({
      allDay: true,
      start: "2026-09-16",
      end: "2026-09-18",
    });
    const overnight = {
      ...draftFromEvent(swim),
      start: "2026-09-14T20:00",
      end: "2026-09-15T00:00",
    };
    expect(toggleAllDay(overnight)).toMatchObject({ start: "2026-09-14", end: "2026-09-14" });
  });

  it("says what is wrong, field by field", () => {
    const draft = draftFromEvent(swim);
    expect(validateDraft(draft)).toEqual({});
    expect(validateDraft({ ...draft, title: "   " })).toEqual({ title: "Title is required" });
    expect(validateDraft({ ...draft, end: "2026-09-14T08:00" })).toEqual({
      end: "It cannot end before it starts",
    });
    expect(validateDraft({ ...draft, start: "" })).toEqual({ start: "Enter when it starts" });
    const allDay = draftFromEvent(camp);
    expect(validateDraft({ ...allDay, end: "2026-09-15" })).toEqual({
      end: "The last day cannot be before the first day",
    });
    expect(validateDraft({ ...allDay, start: "2026-02-30" })).toMatchObject({
      start: "Enter the first day, like 2026-09-14",
    });
    expect(validateDraft({ ...draft, location: "x".repeat(301) })).toEqual({
      location: "Location must be at most 300 characters",
    });
  });

  it("makes the contract's changes: instants with the event zone's offset, or dates with an exclusive end", () => {
    const draft = {
      ...draftFromEvent(swim),
      title: "  Swimming  ",
      start: "2026-10-26T08:30",
      end: "2026-10-26T09:30",
    };
    expect(changesFromDraft(draft, "Europe/London")).toEqual({
      title: "Swimming",
      allDay: false,
      // Winter time by then.
      startsAt: "2026-10-26T08:30:00+00:00",
      endsAt: "2026-10-26T09:30:00+00:00",
      location: "Leisure centre",
      description: "Bring goggles.",
      familyMemberIds: ["m-ada"],
    } satisfies EventUpdate);
    expect(changesFromDraft(draftFromEvent(camp), "Europe/London")).toMatchObject({
      allDay: true,
      startsAt: "2026-09-16",
      endsAt: "2026-09-19",
    });
  });

  it("puts the server's 400 at the input for the field it names", () => {
    expect(
      serverDraftErrors({
        code: "invalid_request",
        status: 400,
        message: "endsAt: Use a date and time with its offset",
        field: "endsAt",
      }),
    ).toEqual({ end: "Use a date and time with its offset" });
    expect(serverDraftErrors({ code: "not_found", status: 404, message: "No such event" })).toEqual(
      {},
    );
  });
});

// The pages, on the data layer with a fake Api.

fixDate("2026-09-16T09:00:00Z"); // Wednesday 16 September 2026, 10:00 in London.

const renderEvents = (path: string, api: Partial<ApiService>) =>
  renderDashboard(
    path,
    <Switch>
      <Route path="/event" component={EventListPage} />
      <Route path="/event/:eventId" component={EventDetailPage} />
    </Switch>,
    api,
  );

const listApi = (events: ReadonlyArray<CalendarEvent>): Partial<ApiService> => ({
  listEvents: () => Effect.succeed(events),
  getPreferences: () => Effect.succeed(london),
  listFamilyMembers: () => Effect.succeed([ada, ben]),
});

describe("the Events page", () => {
  it("lists what is coming by day, with status and family members, the past folded away", async () => {
    renderEvents("/dashboard/event", listApi([party, swim, camp, dentist]));
    const coming = await screen.findByRole("region", { name: "Coming up" });
    const days = within(coming)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.querySelector("time")?.getAttribute("dateTime"));
    // Today is 16 September: the camp starts today, the party is on the 19th.
    expect(days).toEqual(["2026-09-16", "2026-09-19"]);
    const partyRow = within(coming)
      .getByRole("link", { name: "Mia's party" })
      .closest("li") as HTMLElement;
    expect(partyRow.textContent).toContain("Suggested");
    expect(partyRow.textContent).toContain("Ada and Ben");
    expect(within(partyRow).getByRole("link").getAttribute("href")).toBe(
      "/dashboard/event/ev-party",
    );
    expect(
      screen.getByText("1 suggested event is waiting for you to confirm or dismiss it."),
    ).toBeTruthy();
    expect(screen.getByText("Past events (2)")).toBeTruthy();
  });

  it("switches to the month view and keeps the choice in the URL", async () => {
    const { location, user } = renderEvents("/dashboard/event", listApi([party, swim, camp]));
    await screen.findByRole("region", { name: "Coming up" });
    await user.click(screen.getByRole("link", { name: "Month" }));
    expect(location.history.at(-1)).toBe("/dashboard/event?view=month");
    expect(await screen.findByRole("heading", { level: 2, name: "September 2026" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Month" }).getAttribute("aria-current")).toBe("page");
    const table = screen.getByRole("table");
    // One bar across its three days, not a link in each.
    expect(within(table).getAllByRole("link", { name: /Football camp/ })).toHaveLength(1);
    expect(within(table).getByRole("link", { name: /Mia's party/ }).textContent).toContain(
      "Suggested",
    );

    await user.click(screen.getByRole("button", { name: /Next month/ }));
    expect(location.history.at(-1)).toBe("/dashboard/event?view=month&month=2026-10");
    expect(await screen.findByRole("heading", { level: 2, name: "October 2026" })).toBeTruthy();
    expect(screen.getByText("No events in October 2026.")).toBeTruthy();
  });

  it("opens on the month in the URL, weeks starting as the preferences say", async () => {
    renderEvents("/dashboard/event?view=month&month=2026-10", {
      ...listApi([swim]),
      getPreferences: () => Effect.succeed({ ...london, weekStartsOn: "sunday" as const }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "October 2026" })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getAllByRole("columnheader")[0]?.querySelector("abbr")?.getAttribute("title"),
      ).toBe("Sunday"),
    );
  });

  it("says what to do when there are no events yet", async () => {
    renderEvents("/dashboard/event", listApi([]));
    expect(await screen.findByRole("heading", { name: "No events yet" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Find your Corkboard address" }).getAttribute("href"),
    ).toBe("/dashboard/setup/forwarder");
    expect(screen.getByRole("link", { name: "See Setup" }).getAttribute("href")).toBe(
      "/dashboard/setup",
    );
  });
});

const fromSchool: EmailSummary = {
  id: "e-1",
  from: "office@school.example",
  to: "family@in.corkboard.example",
  subject: "Swimming lessons this term",
  receivedAt: "2026-09-10T07:00:00.000Z",
  status: "processed",
  statusReason: null,
  attachments: [],
  eventIds: ["ev-swim"],
};

function detailApi(
  start: CalendarEvent,
  updateEvent: ApiService["updateEvent"],
): Partial<ApiService> {
  return {
    getEvent: () => Effect.succeed(start),
    eventEmails: () => Effect.succeed([fromSchool]),
    eventHistory: () => Effect.succeed([]),
    getPreferences: () => Effect.succeed(london),
    listFamilyMembers: () => Effect.succeed([ada, ben]),
    updateEvent,
  };
}

describe("the event page", () => {
  it("shows the event: when in its zone, where, who, status and the e-mail it came from", async () => {
    renderEvents(
      "/dashboard/event/ev-swim",
      detailApi(swim, () => Effect.die("not called")),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Swimming lesson" })).toBeTruthy();
    const when = screen.getByText("When").nextElementSibling;
    expect(when?.textContent).toContain(formatEventWhen(swim));
    expect(when?.textContent).toContain(`(${timeZoneShortName(swim.startsAt, "Europe/London")})`);
    expect(screen.getByText("Leisure centre")).toBeTruthy();
    expect(screen.getByText("Bring goggles.")).toBeTruthy();
    expect(await screen.findByRole("list", { name: "Family members" })).toBeTruthy();
    expect(screen.getByText("Ada")).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
    const source = await screen.findByRole("link", { name: "Swimming lessons this term" });
    expect(source.getAttribute("href")).toBe("/dashboard/email/e-1");
    expect(screen.getByRole("link", { name: /All events/ }).getAttribute("href")).toBe(
      "/dashboard/event",
    );
  });

  it("confirms a suggested event", async () => {
    const calls: Array<[string, EventUpdate]> = [];
    const { user } = renderEvents(
      "/dashboard/event/ev-party",
      detailApi(party, (id, changes) => {
        calls.push([id, changes]);
        return Effect.succeed({ ...party, ...changes } as CalendarEvent);
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Mia's party" });
    expect(screen.getByText("Suggested")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Confirmed. It is on your calendar now.")).toBeTruthy();
    expect(calls).toEqual([["ev-party", { status: "confirmed" }]]);
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeTruthy();
  });

  it("shows a failed dismissal beside the buttons", async () => {
    const { user } = renderEvents(
      "/dashboard/event/ev-party",
      detailApi(party, () => Effect.fail(apiFailure(503, "unavailable", "Database down"))),
    );
    await screen.findByRole("heading", { level: 1, name: "Mia's party" });
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong on our side");
  });

  it("checks the edit form inline before saving", async () => {
    const updateEvent = vi.fn(() => Effect.succeed(swim));
    const { user } = renderEvents("/dashboard/event/ev-swim", detailApi(swim, updateEvent));
    await screen.findByRole("heading", { level: 1, name: "Swimming lesson" });
    await user.click(screen.getByRole("button", { name: "Edit event" }));
    const form = screen.getByRole("form", { name: "Edit event" });
    const title = within(form).getByLabelText("Title");
    await user.clear(title);
    fireEvent.change(within(form).getByLabelText("Ends", { exact: false }), {
      target: { value: "2026-09-14T07:00" },
    });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(within(form).getByText("Title is required")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText("It cannot end before it starts")).toBeTruthy();
    expect(updateEvent).not.toHaveBeenCalled();
  });

  it("switches the time inputs with the all-day toggle", async () => {
    const { user } = renderEvents(
      "/dashboard/event/ev-swim",
      detailApi(swim, () => Effect.succeed(swim)),
    );
    await screen.findByRole("heading", { level: 1, name: "Swimming lesson" });
    await user.click(screen.getByRole("button", { name: "Edit event" }));
    const form = screen.getByRole("form", { name: "Edit event" });
    expect((within(form).getByLabelText("Starts", { exact: false }) as HTMLInputElement).type).toBe(
      "datetime-local",
    );
    await user.click(within(form).getByRole("checkbox", { name: "All day" }));
    const first = within(form).getByLabelText("First day", { exact: false }) as HTMLInputElement;
    expect(first.type).toBe("date");
    expect(first.value).toBe("2026-09-14");
  });

  it("saves the changes in the event's zone, with family members as checkboxes", async () => {
    const calls: EventUpdate[] = [];
    const { user } = renderEvents(
      "/dashboard/event/ev-swim",
      detailApi(swim, (_id, changes) => {
        calls.push(changes);
        return Effect.succeed({ ...swim, ...changes } as CalendarEvent);
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Swimming lesson" });
    await user.click(screen.getByRole("button", { name: "Edit event" }));
    const form = screen.getByRole("form", { name: "Edit event" });
    await user.clear(within(form).getByLabelText("Title"));
    await user.type(within(form).getByLabelText("Title"), "Swimming gala");
    fireEvent.change(within(form).getByLabelText("Starts", { exact: false }), {
      target: { value: "2026-09-20T10:00" },
    });
    fireEvent.change(within(form).getByLabelText("Ends", { exact: false }), {
      target: { value: "2026-09-20T12:00" },
    });
    const who = within(form).getByRole("group", { name: "Who is it for?" });
    await user.click(within(who).getByRole("checkbox", { name: "Ben" }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your changes are saved.")).toBeTruthy();
    expect(calls).toEqual([
      {
        title: "Swimming gala",
        allDay: false,
        startsAt: "2026-09-20T10:00:00+01:00",
        endsAt: "2026-09-20T12:00:00+01:00",
        location: "Leisure centre",
        description: "Bring goggles.",
        familyMemberIds: ["m-ada", "m-ben"],
      },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Swimming gala" })).toBeTruthy();
  });

  it("shows the server's 400 at the field it names", async () => {
    const { user } = renderEvents(
      "/dashboard/event/ev-swim",
      detailApi(swim, () =>
        Effect.fail(
          apiFailure(
            400,
            "invalid_request",
            "location: Location must be at most 300 characters",
            "location",
          ),
        ),
      ),
    );
    await screen.findByRole("heading", { level: 1, name: "Swimming lesson" });
    await user.click(screen.getByRole("button", { name: "Edit event" }));
    const form = screen.getByRole("form", { name: "Edit event" });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    const location = within(form).getByLabelText("Location");
    await waitFor(() => expect(location.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(location.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Location must be at most 300 characters");
    expect(within(form).getByRole("alert").textContent).toContain("Check the field marked above");
  });

  it("shows the error view with Try again when the event cannot be loaded", async () => {
    renderEvents("/dashboard/event/broken", {
      getEvent: () => Effect.fail(apiFailure(500, "internal", "Something broke")),
      eventEmails: () => Effect.fail(apiFailure(500, "internal", "Something broke")),
      getPreferences: () => Effect.succeed(london),
      listFamilyMembers: () => Effect.succeed([]),
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says an event the server does not know was removed (issue 13)", async () => {
    renderEvents("/dashboard/event/nope", {
      getEvent: () => Effect.fail(apiFailure(404, "not_found", "No such event")),
      eventEmails: () => Effect.fail(apiFailure(404, "not_found", "No such event")),
      getPreferences: () => Effect.succeed(london),
      listFamilyMembers: () => Effect.succeed([]),
    });
    expect(await screen.findByText(/This event was removed/)).toBeTruthy();
  });
});
