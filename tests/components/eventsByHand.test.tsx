import { screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import type { CalendarEvent, EventInput } from "../../api/CalendarEvent";
import { defaultPreferences } from "../../api/Preferences";
import { AddEventPage } from "../../src/routes/dashboard/event/AddEventPage";
import { EventDetailPage } from "../../src/routes/dashboard/event/EventDetailPage";
import type { ApiService } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { ada, ben, calendarEvent, fixDate, renderDashboard } from "./support/dashboardHarness";

fixDate("2026-09-16T09:00:00Z");

const london = defaultPreferences("Europe/London");

const renderEventPages = (path: string, api: Partial<ApiService>) =>
  renderDashboard(
    path,
    <Switch>
      <Route path="/event/new" component={AddEventPage} />
      <Route path="/event/:eventId" component={EventDetailPage} />
    </Switch>,
    {
      getPreferences: () => Effect.succeed(london),
      listFamilyMembers: () => Effect.succeed([ada, ben]),
      eventEmails: () => Effect.succeed([]),
      eventHistory: () => Effect.succeed([]),
      ...api,
    },
  );

describe("Add event", () => {
  it("adds a timed event in the family's zone, for the members ticked, then opens it", async () => {
    const sent: EventInput[] = [];
    const { location, user } = renderEventPages("/dashboard/event/new", {
      createEvent: (input) =>
        Effect.sync(() => {
          sent.push(input);
          return calendarEvent({ id: "new-1", title: input.title });
        }),
      getEvent: (id) => Effect.succeed(calendarEvent({ id, title: "Dentist" })),
    });
    const form = await screen.findByRole("form", { name: "Add event" });
    await user.type(screen.getByLabelText("Title"), "Dentist");
    const starts = screen.getByLabelText("Starts");
    await user.clear(starts);
    await user.type(starts, "2026-09-21T15:30");
    const ends = screen.getByLabelText("Ends");
    await user.clear(ends);
    await user.type(ends, "2026-09-21T16:00");
    await user.type(screen.getByLabelText("Location"), "Bright Smiles");
    await user.click(screen.getByRole("checkbox", { name: "Ada" }));
    await user.click(screen.getByRole("button", { name: "Add event" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      title: "Dentist",
      description: "",
      // 15:30 in London in September is 14:30 UTC.
      startsAt: "2026-09-21T15:30:00+01:00",
      endsAt: "2026-09-21T16:00:00+01:00",
      allDay: false,
      timezone: "Europe/London",
      location: "Bright Smiles",
      status: "confirmed",
      familyMemberIds: [ada.Id],
    });
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard/event/new-1"));
    expect(form.isConnected).toBe(false);
  });

  it("adds an all-day event over days", async () => {
    const sent: EventInput[] = [];
    const { user } = renderEventPages("/dashboard/event/new", {
      createEvent: (input) =>
        Effect.sync(() => {
          sent.push(input);
          return calendarEvent({ id: "new-2" });
        }),
      getEvent: (id) => Effect.succeed(calendarEvent({ id })),
    });
    await user.type(await screen.findByLabelText("Title"), "Grandma visits");
    await user.click(screen.getByRole("checkbox", { name: "All day" }));
    const first = screen.getByLabelText("First day");
    await user.clear(first);
    await user.type(first, "2026-12-24");
    const last = screen.getByLabelText("Last day");
    await user.clear(last);
    await user.type(last, "2026-12-26");
    await user.click(screen.getByRole("button", { name: "Add event" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ allDay: true, startsAt: "2026-12-24", endsAt: "2026-12-27" });
  });

  it("says what is missing and sends nothing", async () => {
    const sent: EventInput[] = [];
    const { user } = renderEventPages("/dashboard/event/new", {
      createEvent: (input) =>
        Effect.sync(() => {
          sent.push(input);
          return calendarEvent({ id: "x" });
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Add event" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("Delete with Undo on the event page", () => {
  it("deletes at once, says so, and Undo brings the event back", async () => {
    let stored: CalendarEvent | null = calendarEvent({ id: "e-1", title: "Piano lesson" });
    const calls: string[] = [];
    const { user } = renderEventPages("/dashboard/event/e-1", {
      getEvent: () =>
        stored === null
          ? Effect.fail(apiFailure(404, "not_found", "No such event"))
          : Effect.succeed(stored),
      removeEvent: (id) =>
        Effect.sync(() => {
          calls.push(`remove ${id}`);
          const event = stored as CalendarEvent;
          stored = null;
          return event;
        }),
      restoreEvent: (id) =>
        Effect.sync(() => {
          calls.push(`restore ${id}`);
          stored = calendarEvent({ id, title: "Piano lesson" });
          return stored;
        }),
    });
    await screen.findByRole("heading", { level: 1, name: "Piano lesson" });
    await user.click(screen.getByRole("button", { name: "Delete event" }));
    expect(await screen.findByText(/The event is deleted/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Event deleted");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByRole("heading", { level: 1, name: "Piano lesson" });
    expect(await screen.findByText("The event is back on your calendar.")).toBeTruthy();
    expect(calls).toEqual(["remove e-1", "restore e-1"]);
  });

  it("keeps the event when the server refuses, and says why", async () => {
    const { user } = renderEventPages("/dashboard/event/e-2", {
      getEvent: (id) => Effect.succeed(calendarEvent({ id, title: "Swim" })),
      removeEvent: () => Effect.fail(apiFailure(500, "internal", "The database is down")),
    });
    await screen.findByRole("heading", { level: 1, name: "Swim" });
    await user.click(screen.getByRole("button", { name: "Delete event" }));
    expect(await screen.findByText(/The event is not deleted/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Swim");
  });
});

describe("an event id the server does not know", () => {
  it("says the event was removed, with the way back, not 'Something went wrong!'", async () => {
    renderEventPages("/dashboard/event/gone", {
      getEvent: () => Effect.fail(apiFailure(404, "not_found", "No such event")),
    });
    expect(await screen.findByText(/This event was removed/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all events" }).getAttribute("href")).toBe(
      "/dashboard/event",
    );
    expect(screen.queryByText("Something went wrong!")).toBeNull();
  });

  it("offers Try again when the read failed otherwise, and reads again", async () => {
    let attempts = 0;
    const { user } = renderEventPages("/dashboard/event/e-3", {
      getEvent: (id) =>
        Effect.suspend(() => {
          attempts += 1;
          return attempts === 1
            ? Effect.fail(apiFailure(503, "unavailable", "Try later"))
            : Effect.succeed(calendarEvent({ id, title: "Back again" }));
        }),
    });
    expect(await screen.findByText("Something went wrong!")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: "Back again" });
  });
});
