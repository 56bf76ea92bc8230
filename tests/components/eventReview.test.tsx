import { screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import type { CalendarEvent, EventStatusChange } from "../../api/CalendarEvent";
import { defaultPreferences } from "../../api/Preferences";
import { EventListPage } from "../../src/routes/dashboard/event/EventListPage";
import type { ApiFailure, ApiService } from "../../src/services/Api";
import { apiFailure, Gate } from "../../src/services/ApiTest";
import {
  ada,
  ben,
  calendarEvent as event,
  fixDate,
  renderDashboard,
} from "./support/dashboardHarness";

// "To review" on the Events page: Confirm, Dismiss and Confirm all, optimistic, with Undo.

fixDate("2026-09-16T09:00:00Z"); // Wednesday 16 September 2026, 10:00 in London.

const gala = event({
  id: "ev-gala",
  title: "Swimming gala",
  startsAt: "2026-09-19T12:00:00Z",
  endsAt: "2026-09-19T15:00:00Z",
  status: "suggested",
  familyMemberIds: ["m-ada"],
});
const evening = event({
  id: "ev-evening",
  title: "Parents' evening",
  startsAt: "2026-09-22T17:00:00Z",
  endsAt: "2026-09-22T19:00:00Z",
  status: "suggested",
  familyMemberIds: ["m-ben"],
});
// All-day events sort first within a day, but not before earlier days.
const fete = event({
  id: "ev-fete",
  title: "School fete",
  startsAt: "2026-09-26",
  endsAt: "2026-09-28",
  allDay: true,
  status: "suggested",
});
const past = event({ id: "ev-past", title: "Last week's fair", status: "suggested" });
const lesson = event({
  id: "ev-lesson",
  title: "Piano lesson",
  startsAt: "2026-09-17T16:00:00Z",
  endsAt: "2026-09-17T17:00:00Z",
});

/** A fake `setEventsStatus`: each call's answer waits on its own gate, settled by the test. */
function statusApi() {
  const calls: EventStatusChange[] = [];
  const gates: Array<Gate<ReadonlyArray<CalendarEvent>>> = [];
  const byId = new Map([fete, gala, evening, past, lesson].map((item) => [item.id, item]));
  const api: Partial<ApiService> = {
    listEvents: () => Effect.succeed([...byId.values()]),
    getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
    listFamilyMembers: () => Effect.succeed([ada, ben]),
    setEventsStatus: (change) => {
      calls.push(change);
      const gate = new Gate<ReadonlyArray<CalendarEvent>>();
      gates.push(gate);
      return gate.effect;
    },
  };
  /** Answers the latest call as the server would, or fails it. */
  const answer = (failure?: ApiFailure) => {
    const change = calls.at(-1);
    const gate = gates.at(-1);
    if (change === undefined || gate === undefined) throw new Error("No call to answer");
    if (failure !== undefined) return gate.fail(failure);
    const updated = change.ids.flatMap((id) => {
      const known = byId.get(id);
      if (known === undefined) return [];
      const next = { ...known, status: change.status };
      byId.set(id, next);
      return [next];
    });
    gate.succeed(updated);
  };
  return { api, calls, answer };
}

const review = () => screen.findByRole("region", { name: "To review" });

describe("To review", () => {
  it("is a filter with a count, kept in the URL, listing the suggested events still to come", async () => {
    const { api } = statusApi();
    const { location, user } = renderDashboard(
      "/dashboard/event",
      <Route path="/event" component={EventListPage} />,
      api,
    );
    const toggle = await screen.findByRole("button", { name: "To review 3" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(toggle);
    expect(location.history.at(-1)).toBe("/dashboard/event?review=1");
    const list = within(await review()).getByRole("list", { name: "Suggested events" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Swimming gala", "Parents' evening", "School fete"]);
  });

  it("confirms one at once, before the server answers, and undoes it", async () => {
    const { api, calls, answer } = statusApi();
    const { user } = renderDashboard(
      "/dashboard/event?review=1",
      <Route path="/event" component={EventListPage} />,
      api,
    );
    const panel = await review();
    await user.click(within(panel).getByRole("button", { name: "Confirm Swimming gala" }));
    expect(calls).toEqual([{ ids: ["ev-gala"], status: "confirmed" }]);
    const row = within(panel).getByRole("link", { name: "Swimming gala" }).closest("li");
    // Shown as confirmed while the server has not answered yet.
    expect(row?.textContent).toContain("Confirmed.");
    expect(screen.getByRole("button", { name: "To review 2" })).toBeTruthy();
    answer();
    await user.click(
      within(panel).getByRole("button", { name: "Undo, put Swimming gala back to review" }),
    );
    expect(calls.at(-1)).toEqual({ ids: ["ev-gala"], status: "suggested" });
    answer();
    expect(
      await within(panel).findByRole("button", { name: "Confirm Swimming gala" }),
    ).toBeTruthy();
  });

  it("puts a dismissal back when the server refuses it, and says why", async () => {
    const { api, answer } = statusApi();
    const { user } = renderDashboard(
      "/dashboard/event?review=1",
      <Route path="/event" component={EventListPage} />,
      api,
    );
    const panel = await review();
    await user.click(within(panel).getByRole("button", { name: "Dismiss Parents' evening" }));
    expect(within(panel).getByText("Dismissed.")).toBeTruthy();
    answer(apiFailure(503, "unavailable", "Down for a moment"));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toContain("Parents' evening is unchanged.");
    expect(within(panel).getByRole("button", { name: "Dismiss Parents' evening" })).toBeTruthy();
  });

  it("confirms all in one call, and undoes them all", async () => {
    const { api, calls, answer } = statusApi();
    const { user } = renderDashboard(
      "/dashboard/event?review=1",
      <Route path="/event" component={EventListPage} />,
      api,
    );
    const panel = await review();
    await user.click(within(panel).getByRole("button", { name: "Confirm all 3" }));
    const all = ["ev-gala", "ev-evening", "ev-fete"];
    expect(calls).toEqual([{ ids: all, status: "confirmed" }]);
    expect(within(panel).getAllByText("Confirmed.")).toHaveLength(3);
    answer();
    expect(within(panel).getByText("Confirmed 3 events.")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Undo" }));
    expect(calls.at(-1)).toEqual({ ids: all, status: "suggested" });
    answer();
    expect(await within(panel).findByText("3 events back to review.")).toBeTruthy();
    await waitFor(() =>
      expect(
        within(panel).getAllByRole("button", { name: /^Confirm (Swimming|Parents|School)/ }),
      ).toHaveLength(3),
    );
  });
});
