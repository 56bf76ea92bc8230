import { act, render, screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CalendarFeed } from "../../api/CalendarFeed";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import { SetupRedirect } from "../../src/routes/dashboard/SetupRedirect";
import { ForwarderGuide } from "../../src/routes/dashboard/setup/ForwarderStep";
import { SetupPage } from "../../src/routes/dashboard/setup/SetupPage";
import { checkSender } from "../../src/routes/dashboard/setup/senders";
import { isWelcome, withoutWelcome } from "../../src/routes/dashboard/setup/welcome";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, Gate } from "../../src/services/ApiTest";
import { renderDashboard } from "./support/dashboardHarness";

/**
 * The dashboard's nest as the lead's layout routes it: `/setup` to the
 * redirect, `/setup/*` to the page, at an absolute path with its search.
 */
const renderSetup = (path: string, api: Partial<ApiService> = {}, extra?: ReactNode) =>
  renderDashboard(
    path,
    <Switch>
      <Route path="/setup" component={SetupRedirect} />
      <Route path="/setup/*" component={SetupPage} />
    </Switch>,
    {
      getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
      listFamilyMembers: () => Effect.succeed([]),
      ...api,
    },
    extra,
  );

const withSenders = (trustedSenders: ReadonlyArray<string>): Preferences => ({
  ...defaultPreferences("Europe/London"),
  trustedSenders,
});

describe("isWelcome (SPEC §5)", () => {
  it.each(["welcome=true", "welcome=TRUE", "welcome=True", "?welcome=tRuE", "a=1&welcome=true"])(
    "is true for %s",
    (search) => expect(isWelcome(search)).toBe(true),
  );

  it.each(["welcome=1", "welcome=yes", "welcome=", "welcome", "", "a=1", "welcome=false"])(
    "is false for %j",
    (search) => expect(isWelcome(search)).toBe(false),
  );

  it("drops only welcome when the banner is dismissed", () => {
    expect(withoutWelcome("a=1&welcome=TRUE&b=2")).toBe("a=1&b=2");
  });
});

describe("the setup redirect", () => {
  it.each(["/dashboard/setup", "/dashboard/setup/"])(
    "goes from %s to Contacts, replacing history and keeping every search parameter",
    async (path) => {
      const { location } = renderSetup(`${path}?a=1&welcome=TRUE`, {
        getPreferences: () => Effect.succeed(withSenders([])),
      });
      await screen.findByRole("heading", { level: 1, name: "Setup" });
      expect(location.history).toEqual(["/dashboard/setup/contacts?a=1&welcome=TRUE"]);
      expect(screen.getByRole("heading", { name: "Welcome to Corkboard" })).toBeTruthy();
    },
  );
});

describe("the setup page", () => {
  it("marks the current step and keeps the search on the step links", async () => {
    renderSetup("/dashboard/setup/calendar?welcome=true", {
      getCalendarFeed: () => new Gate<CalendarFeed>().effect,
    });
    const nav = await screen.findByRole("navigation", { name: "Setup steps" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["1Contacts", "/dashboard/setup/contacts?welcome=true"],
      ["2Calendar", "/dashboard/setup/calendar?welcome=true"],
      ["3Forwarder", "/dashboard/setup/forwarder?welcome=true"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "step", null]);
  });

  it("shows no banner unless welcome is true, and Hide drops welcome but not the rest", async () => {
    const { location, user } = renderSetup("/dashboard/setup/contacts?welcome=yes", {
      getPreferences: () => Effect.succeed(withSenders([])),
    });
    await screen.findByRole("heading", { level: 1, name: "Setup" });
    expect(screen.queryByRole("heading", { name: "Welcome to Corkboard" })).toBeNull();

    act(() => location.navigate("/dashboard/setup/contacts?b=2&welcome=True"));
    await user.click(await screen.findByRole("button", { name: "Hide this message" }));
    expect(location.history.at(-1)).toBe("/dashboard/setup/contacts?b=2");
    expect(screen.queryByRole("heading", { name: "Welcome to Corkboard" })).toBeNull();
  });

  it("shows Not Found for an unknown step", async () => {
    renderSetup("/dashboard/setup/elsewhere");
    expect(await screen.findByRole("heading", { name: "Not Found" })).toBeTruthy();
  });

  it("explains the forwarding address, with the mail domain", () => {
    const location = memoryLocation({ path: "/setup/forwarder" });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ForwarderGuide mailDomain="in.corkboard.example" />
      </Router>,
    );
    expect(screen.getByText("@in.corkboard.example")).toBeTruthy();
    expect(screen.getByText("Gmail")).toBeTruthy();
    expect(screen.getByText("Outlook")).toBeTruthy();
  });
});

describe("Setup → Contacts", () => {
  it("checks an address with the contract and refuses a duplicate", () => {
    expect(checkSender(" Office@School.Example ", [])).toEqual({
      ok: true,
      address: "office@school.example",
    });
    expect(checkSender("office", [])).toEqual({
      ok: false,
      message: "Enter an e-mail address like name@example.com",
    });
    expect(checkSender("OFFICE@school.example", ["office@school.example"])).toEqual({
      ok: false,
      message: "office@school.example is already a trusted sender",
    });
  });

  it("adds a sender by saving the whole preferences with the longer list", async () => {
    const saved: Preferences[] = [];
    let stored = withSenders(["club@swim.example"]);
    const { user } = renderSetup("/dashboard/setup/contacts", {
      getPreferences: () => Effect.sync(() => stored),
      updatePreferences: (preferences) => {
        saved.push(preferences);
        stored = preferences;
        return Effect.succeed(preferences);
      },
    });
    const field = await screen.findByLabelText("Sender's e-mail address");
    await user.type(field, "Office@School.example");
    await user.click(screen.getByRole("button", { name: "Add sender" }));

    expect((await screen.findByRole("status")).textContent).toContain(
      "office@school.example is a trusted sender now.",
    );
    expect(saved).toEqual([withSenders(["club@swim.example", "office@school.example"])]);
    const list = screen.getByRole("list", { name: "Trusted senders" });
    expect(within(list).getByText("office@school.example")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("shows a bad or repeated address at the field and saves nothing", async () => {
    const saved: Preferences[] = [];
    const { user } = renderSetup("/dashboard/setup/contacts", {
      getPreferences: () => Effect.succeed(withSenders(["club@swim.example"])),
      updatePreferences: (preferences) => {
        saved.push(preferences);
        return Effect.succeed(preferences);
      },
    });
    const field = await screen.findByLabelText("Sender's e-mail address");
    await user.type(field, "club@swim.example");
    await user.click(screen.getByRole("button", { name: "Add sender" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("club@swim.example is already a trusted sender")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(saved).toEqual([]);
  });

  it("removes a sender, and shows a failed save beside the list", async () => {
    const { user } = renderSetup("/dashboard/setup/contacts", {
      getPreferences: () => Effect.succeed(withSenders(["club@swim.example", "a@b.example"])),
      updatePreferences: () =>
        Effect.fail(apiFailure(503, "unavailable", "The database is not answering")),
    });
    await user.click(await screen.findByRole("button", { name: "Remove a@b.example" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "a@b.example could not be removed.",
    );
    // The optimistic removal is undone.
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Trusted senders" })).getByText("a@b.example"),
      ).toBeTruthy(),
    );
  });
});

describe("Setup → Calendar", () => {
  const first: CalendarFeed = {
    url: "https://corkboard.example/api/calendar/first.ics",
    createdAt: "2026-01-01T00:00:00.000Z",
    lastFetchedAt: null,
  };
  const second: CalendarFeed = {
    url: "https://corkboard.example/api/calendar/second.ics",
    createdAt: "2026-02-01T00:00:00.000Z",
    lastFetchedAt: null,
  };

  it("shows the feed address with Copy and the three calendar apps' instructions", async () => {
    renderSetup("/dashboard/setup/calendar", { getCalendarFeed: () => Effect.succeed(first) });
    const field = (await screen.findByLabelText("Your calendar address")) as HTMLInputElement;
    expect(field.value).toBe(first.url);
    expect(screen.getByRole("button", { name: "Copy Your calendar address" })).toBeTruthy();
    for (const app of ["Google Calendar", "Outlook", "Apple Calendar (iPhone, iPad and Mac)"]) {
      expect(screen.getByText(app).tagName).toBe("SUMMARY");
    }
  });

  it("gets a new address only after the confirmation", async () => {
    let current = first;
    const rotation = new Gate<CalendarFeed>();
    const { user } = renderSetup("/dashboard/setup/calendar", {
      getCalendarFeed: () => Effect.sync(() => current),
      rotateCalendarFeed: () => rotation.effect.pipe(Effect.tap((feed) => (current = feed))),
    });
    await user.click(await screen.findByRole("button", { name: "Get a new address" }));
    const dialog = screen.getByRole("dialog", { name: "Get a new calendar address?" });
    expect(dialog.textContent).toContain("The current address stops working");
    expect(rotation.calls).toBe(0);
    await user.click(within(dialog).getByRole("button", { name: "Get a new address" }));
    rotation.succeed(second);
    await waitFor(() =>
      expect((screen.getByLabelText("Your calendar address") as HTMLInputElement).value).toBe(
        second.url,
      ),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Your calendar has a new address.");
  });

  it("turns the feed off after the confirmation, and on again with a new address", async () => {
    let current: CalendarFeed | null = first;
    const { user } = renderSetup("/dashboard/setup/calendar", {
      getCalendarFeed: () =>
        current === null
          ? Effect.fail(apiFailure(404, "not_found", "No such calendar feed"))
          : Effect.succeed(current),
      revokeCalendarFeed: () =>
        Effect.sync(() => {
          current = null;
          return first;
        }),
      rotateCalendarFeed: () =>
        Effect.sync(() => {
          current = second;
          return second;
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const dialog = screen.getByRole("dialog", { name: "Turn off the calendar feed?" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect((await screen.findByRole("status")).textContent).toContain("Your calendar feed is off.");
    expect(screen.queryByLabelText("Your calendar address")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Turn the feed on again" }));
    const field = (await screen.findByLabelText("Your calendar address")) as HTMLInputElement;
    expect(field.value).toBe(second.url);
    expect(screen.getByRole("status").textContent).toContain("on again, with a new address");
  });
});
