import { screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import type { CalendarEvent } from "../../api/CalendarEvent";
import { defaultPreferences } from "../../api/Preferences";
import { EventListPage } from "../../src/routes/dashboard/event/EventListPage";
import type { ApiService } from "../../src/services/Api";
import {
  ada,
  ben,
  calendarEvent as event,
  fixDate,
  renderDashboard,
} from "./support/dashboardHarness";

// The Events page's views and filters, on the data layer with a fake Api.

fixDate("2026-09-16T09:00:00Z"); // Wednesday 16 September 2026, 10:00 in London.

const swim = event({
  id: "ev-swim",
  title: "Swimming lesson",
  startsAt: "2026-09-17T16:00:00Z",
  endsAt: "2026-09-17T17:00:00Z",
  location: "Riverside pool",
  familyMemberIds: ["m-ada"],
});
const camp = event({
  id: "ev-camp",
  title: "Football camp",
  startsAt: "2026-09-18",
  endsAt: "2026-09-21",
  allDay: true,
  description: "Bring shin pads",
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

const api = (events: ReadonlyArray<CalendarEvent>): Partial<ApiService> => ({
  listEvents: () => Effect.succeed(events),
  getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
  listFamilyMembers: () => Effect.succeed([ada, ben]),
});

const renderEvents = (path: string) =>
  renderDashboard(
    path,
    <Route path="/event" component={EventListPage} />,
    api([swim, camp, party]),
  );

const comingUpTitles = async () => {
  const coming = await screen.findByRole("region", { name: "Coming up" });
  return within(coming)
    .getAllByRole("link")
    .map((link) => link.textContent);
};

describe("the Events page's filters", () => {
  it("shows one family member's events when picked, and keeps the choice in the URL", async () => {
    const { location, user } = renderEvents("/dashboard/event");
    expect(await comingUpTitles()).toEqual(["Swimming lesson", "Football camp", "Mia's party"]);
    const whose = await screen.findByRole("combobox", { name: "Whose events" });
    await waitFor(() => expect(within(whose).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(whose, "Ben");
    expect(location.history.at(-1)).toBe("/dashboard/event?member=m-ben");
    expect(await comingUpTitles()).toEqual(["Football camp", "Mia's party"]);
    expect(screen.getByRole("status").textContent).toBe("2 events match.");
  });

  it("searches titles, places and notes as the user types", async () => {
    const { location, user } = renderEvents("/dashboard/event");
    await comingUpTitles();
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "shin");
    expect(location.history.at(-1)).toBe("/dashboard/event?q=shin");
    expect(await comingUpTitles()).toEqual(["Football camp"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search events" }));
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "riverside");
    expect(await comingUpTitles()).toEqual(["Swimming lesson"]);
  });

  it("keeps the filters when switching views, and applies them in each", async () => {
    const { location, user } = renderEvents("/dashboard/event?member=m-ada&q=party");
    expect(await comingUpTitles()).toEqual(["Mia's party"]);
    expect(
      (screen.getByRole("searchbox", { name: "Search events" }) as HTMLInputElement).value,
    ).toBe("party");
    await user.click(screen.getByRole("link", { name: "Month" }));
    expect(location.history.at(-1)).toBe("/dashboard/event?view=month&member=m-ada&q=party");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining("Mia's party")]);
    await user.click(screen.getByRole("link", { name: "Week" }));
    expect(location.history.at(-1)).toBe("/dashboard/event?view=week&member=m-ada&q=party");
    const allDay = await screen.findByRole("list", { name: "All-day and multi-day events" });
    expect(within(allDay).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getAllByRole("link", { name: /^Mia's party/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole("link", { name: /^Swimming lesson/ })).toHaveLength(0);
  });

  it("clears both filters with one link, and says when nothing matches", async () => {
    const { location, user } = renderEvents("/dashboard/event?member=m-ben&q=goggles");
    expect(await screen.findByText("No events match these filters.")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(location.history.at(-1)).toBe("/dashboard/event");
    expect(await comingUpTitles()).toHaveLength(3);
  });
});
