import { act, screen, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import { fromCallback } from "xstate";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import { defaultPreferences } from "../../api/Preferences";
import type { LiveConnectionLogic } from "../../src/data/live";
import type { LiveEvent } from "../../src/machines/live/live.types";
import { EventDetailPage } from "../../src/routes/dashboard/event/EventDetailPage";
import { revisionLabel } from "../../src/routes/dashboard/event/EventHistory";
import { EventListPage } from "../../src/routes/dashboard/event/EventListPage";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, makeRevision } from "../../src/services/ApiTest";
import { calendarEvent, fixDate, renderDashboard } from "./support/dashboardHarness";

/**
 * Events from e-mail intake: a cancelled event (its badge, its title struck
 * through, no Confirm), an event's history from `GET /event/{id}/history`,
 * and new events heard on the live connection appearing without a reload.
 */

fixDate("2026-09-10T09:00:00Z");

const gala = calendarEvent({
  id: "ev-gala",
  title: "Swimming gala",
  status: "cancelled",
  startsAt: "2026-09-14T08:00:00Z",
  endsAt: "2026-09-14T10:00:00Z",
  sourceEmailId: "email-1",
});

const history: ReadonlyArray<EventRevision> = [
  makeRevision({ id: "r-1", eventId: "ev-gala", change: "created", emailId: "email-1" }),
  makeRevision({
    id: "r-2",
    eventId: "ev-gala",
    change: "updated",
    emailId: "email-2",
    summary: "Moved from Sat 12 Sept 09:00 to Mon 14 Sept 09:00",
    at: "2026-09-03T08:00:00.000Z",
  }),
  makeRevision({
    id: "r-3",
    eventId: "ev-gala",
    change: "cancelled",
    emailId: "email-3",
    summary: "Cancelled: the pool is closed",
    at: "2026-09-05T08:00:00.000Z",
  }),
];

function eventsApi(overrides: Partial<ApiService> = {}): Partial<ApiService> {
  return {
    getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
    listFamilyMembers: () => Effect.succeed([]),
    listEvents: () => Effect.succeed([gala]),
    getEvent: () => Effect.succeed(gala),
    eventEmails: () => Effect.succeed([]),
    eventHistory: () => Effect.succeed(history),
    ...overrides,
  };
}

const renderEvents = (path: string, api: Partial<ApiService>, live?: LiveConnectionLogic) =>
  renderDashboard(
    path,
    <Switch>
      <Route path="/event" component={EventListPage} />
      <Route path="/event/:eventId" component={EventDetailPage} />
    </Switch>,
    api,
    undefined,
    live,
  );

describe("a cancelled event", () => {
  it("is listed with its badge and its title struck through", async () => {
    renderEvents("/dashboard/event", eventsApi());
    const link = await screen.findByRole("link", { name: "Swimming gala" });
    const row = link.closest("li") as HTMLElement;
    expect(row.textContent).toContain("Cancelled");
    expect(
      getComputedStyle(link).textDecorationLine || getComputedStyle(link).textDecoration,
    ).toContain("line-through");
  });

  it("stays in the month view, struck through and labelled", async () => {
    renderEvents("/dashboard/event?view=month&month=2026-09", eventsApi());
    await screen.findByRole("heading", { level: 2, name: "September 2026" });
    // Its name says it is cancelled; the strike-through shows it.
    const chip = screen.getByRole("link", { name: /Swimming gala.*Cancelled/ });
    expect(
      getComputedStyle(chip).textDecorationLine || getComputedStyle(chip).textDecoration,
    ).toContain("line-through");
  });

  it("says a later e-mail called it off, offers no Confirm, and lists its history", async () => {
    renderEvents("/dashboard/event/ev-gala", eventsApi());
    expect(await screen.findByRole("heading", { level: 1, name: "Swimming gala" })).toBeTruthy();
    expect(screen.getByText(/A later e-mail called it off/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeTruthy();
    const steps = await screen.findByRole("list", { name: "Changes, oldest first" });
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("strong")?.textContent)).toEqual([
      revisionLabel.created,
      revisionLabel.updated,
      revisionLabel.cancelled,
    ]);
    expect(items[1]?.textContent).toContain("Moved from Sat 12 Sept 09:00 to Mon 14 Sept 09:00");
    const links = within(steps).getAllByRole("link", { name: "Open the e-mail" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/email/email-1",
      "/dashboard/email/email-2",
      "/dashboard/email/email-3",
    ]);
  });
});

describe("an event's history", () => {
  it("says when nothing changed, and offers Try again when it cannot be read", async () => {
    let attempts = 0;
    const { user } = renderEvents(
      "/dashboard/event/ev-gala",
      eventsApi({
        getEvent: () => Effect.succeed({ ...gala, status: "suggested" }),
        eventHistory: () =>
          Effect.suspend(() => {
            attempts += 1;
            return attempts === 1
              ? Effect.fail(apiFailure(404, "not_found", "Not Found"))
              : Effect.succeed([]);
          }),
      }),
    );
    expect(await screen.findByText("The history could not be loaded.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing has changed since the event was made.")).toBeTruthy();
  });
});

describe("live updates on the Events page", () => {
  it("shows an event found in a new e-mail, and its cancellation, without a reload", async () => {
    let sendBack: ((event: LiveEvent) => void) | null = null;
    const live: LiveConnectionLogic = fromCallback<LiveEvent>((args) => {
      sendBack = args.sendBack;
      return () => {};
    });
    const say = (event: LiveEvent) => {
      const send = sendBack;
      if (send === null) throw new Error("No live connection is open");
      act(() => send(event));
    };
    const party: CalendarEvent = calendarEvent({
      id: "ev-party",
      title: "Mia's party",
      status: "suggested",
      startsAt: "2026-09-12T13:00:00Z",
      endsAt: "2026-09-12T15:00:00Z",
    });
    let current = party;
    renderEvents(
      "/dashboard/event",
      eventsApi({
        listEvents: () => Effect.succeed([]),
        getEvent: () => Effect.sync(() => current),
      }),
      live,
    );
    expect(await screen.findByText("No events yet")).toBeTruthy();
    say({ type: "live.opened" });
    say({ type: "live.change", change: { kind: "event", id: "ev-party", action: "created" } });
    const link = await screen.findByRole("link", { name: "Mia's party" });
    expect(link.closest("li")?.textContent).toContain("Suggested");
    current = { ...party, status: "cancelled" };
    say({ type: "live.change", change: { kind: "event", id: "ev-party", action: "updated" } });
    expect(await screen.findByText("Cancelled")).toBeTruthy();
  });
});
