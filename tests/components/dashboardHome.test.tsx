import { screen, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { EmailSummary } from "../../api/Email";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import {
  DashboardHome,
  isSetupComplete,
  setupSteps,
} from "../../src/routes/dashboard/DashboardHome";
import type { ApiService, EventFilter } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { ada, calendarEvent, fixDate, renderDashboard, stamp } from "./support/dashboardHarness";

// The greeting reads the signed-in user from the auth runtime; here it is a fixed label.
vi.mock("../../src/runtime/hooks", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/runtime/hooks")>()),
  useAuthView: () => ({ userLabel: "ada.lovelace" }),
}));

const feed: CalendarFeed = {
  url: "https://corkboard.example/api/calendar/abc.ics",
  createdAt: stamp,
  lastFetchedAt: stamp,
};
const london: Preferences = defaultPreferences("Europe/London");
const withSenders: Preferences = { ...london, trustedSenders: ["office@school.example"] };

function email(index: number): EmailSummary {
  return {
    id: `e-${index}`,
    from: "office@school.example",
    to: "family@in.corkboard.example",
    subject: `Newsletter ${index}`,
    receivedAt: new Date(Date.UTC(2026, 8, index, 8)).toISOString(),
    status: "processed",
    statusReason: null,
    attachments: [],
    eventIds: [],
  };
}

/** An hour this afternoon (Wednesday 16 September 2026) in London. */
const event = (fields: Partial<CalendarEvent> & Pick<CalendarEvent, "id" | "title">) =>
  calendarEvent({ startsAt: "2026-09-16T15:00:00Z", endsAt: "2026-09-16T16:00:00Z", ...fields });

const ready = <T,>(data: T) => ({ status: "ready" as const, data });
const loading = { status: "loading" as const, data: undefined };

describe("setupSteps", () => {
  it("knows nothing while the reads load, so the checklist stays", () => {
    const steps = setupSteps({
      familyMembers: loading,
      preferences: loading,
      calendarFeed: loading,
      emails: loading,
    });
    expect(steps.map((step) => step.done)).toEqual([null, null, null, null]);
    expect(isSetupComplete(steps)).toBe(false);
  });

  it("marks each step by the family's data, each linking to its page", () => {
    const steps = setupSteps({
      familyMembers: ready([ada]),
      preferences: ready(london),
      calendarFeed: { status: "failed", data: undefined },
      emails: ready([email(1)]),
    });
    expect(steps.map((step) => [step.id, step.done, step.href])).toEqual([
      ["family", true, "~/dashboard/family"],
      ["senders", false, "~/dashboard/setup/contacts"],
      ["calendar", false, "~/dashboard/setup/calendar"],
      ["forward", true, "~/dashboard/setup/forwarder"],
    ]);
    expect(isSetupComplete(steps)).toBe(false);
  });

  it("counts the calendar step only once a calendar app has read the feed", () => {
    const steps = setupSteps({
      familyMembers: ready([ada]),
      preferences: ready(withSenders),
      calendarFeed: ready({ ...feed, lastFetchedAt: null }),
      emails: ready([email(1)]),
    });
    expect(steps.find((step) => step.id === "calendar")?.done).toBe(false);
    expect(isSetupComplete(steps)).toBe(false);
  });

  it("is complete when every step is done", () => {
    const steps = setupSteps({
      familyMembers: ready([ada]),
      preferences: ready(withSenders),
      calendarFeed: ready(feed),
      emails: ready([email(1)]),
    });
    expect(isSetupComplete(steps)).toBe(true);
  });
});

fixDate("2026-09-16T09:00:00Z"); // Wednesday 16 September 2026, 10:00 in London.

const renderHome = (api: Partial<ApiService>) =>
  renderDashboard("/dashboard", <Route path="/" component={DashboardHome} />, api);

describe("the dashboard's home", () => {
  it("greets the user and shows the setup checklist with Start setup while setup is not done", async () => {
    renderHome({
      getPreferences: () => Effect.succeed(london),
      listFamilyMembers: () => Effect.succeed([]),
      listEmails: () => Effect.succeed([]),
      getCalendarFeed: () => Effect.fail(apiFailure(404, "not_found", "No feed")),
      listEvents: () => Effect.succeed([]),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Hello, ada.lovelace" })).toBeTruthy();
    const checklist = await screen.findByRole("region", { name: "Get set up" });
    expect(await within(checklist).findByText("0 of 4 steps done")).toBeTruthy();
    const links = within(checklist)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Add your family", "/dashboard/family"],
      ["Add trusted senders", "/dashboard/setup/contacts"],
      ["Add the calendar feed to your calendar app", "/dashboard/setup/calendar"],
      ["Forward your first e-mail", "/dashboard/setup/forwarder"],
      ["Start setup", "/dashboard/setup?welcome=true"],
      ["Turn on two-step sign-in", "/dashboard/profile"],
    ]);
    expect(await screen.findByText("Nothing on this week.")).toBeTruthy();
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
  });

  it("drops the checklist once setup is done, and shows this week's events and the latest e-mails", async () => {
    const filters: EventFilter[] = [];
    renderHome({
      getPreferences: () => Effect.succeed(withSenders),
      listFamilyMembers: () => Effect.succeed([ada]),
      listEmails: () => Effect.succeed([1, 2, 3, 4, 5, 6, 7].map(email)),
      getCalendarFeed: () => Effect.succeed(feed),
      listEvents: (filter) => {
        filters.push(filter);
        return Effect.succeed([
          event({ id: "ev-swim", title: "Swimming", familyMemberIds: ["m-ada"] }),
          event({
            id: "ev-party",
            title: "Party",
            startsAt: "2026-09-19T13:00:00Z",
            endsAt: "2026-09-19T15:00:00Z",
            status: "suggested",
          }),
          event({ id: "ev-off", title: "Dismissed thing", status: "dismissed" }),
        ]);
      },
    });
    const week = await screen.findByRole("region", { name: "This week" });
    expect(await within(week).findByRole("link", { name: "Swimming" })).toBeTruthy();
    expect(within(week).getByRole("link", { name: "Party" }).closest("li")?.textContent).toContain(
      "Suggested",
    );
    expect(within(week).queryByRole("link", { name: "Dismissed thing" })).toBeNull();
    // The suggested one is said in words too, with the way to review it.
    expect(within(week).getByText(/^1 event this week is only suggested/)).toBeTruthy();
    expect(within(week).getByRole("link", { name: "review it" }).getAttribute("href")).toBe(
      "/dashboard/event?review=1",
    );
    expect(within(week).getAllByRole("heading", { level: 3 })[0]?.textContent).toMatch(/^Today/);
    // Monday 14 to Monday 21 September, at London's midnights.
    expect(filters).toEqual([{ from: "2026-09-13T23:00:00.000Z", to: "2026-09-20T23:00:00.000Z" }]);

    const recent = await screen.findByRole("list", { name: "Recent e-mails" });
    expect(
      within(recent)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Newsletter 7", "Newsletter 6", "Newsletter 5", "Newsletter 4", "Newsletter 3"]);
    expect(screen.queryByRole("region", { name: "Get set up" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Start setup" })).toBeNull();
  });
});
