import { screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import { SetupTimeZone } from "../../src/routes/dashboard/setup/SetupTimeZone";
import { asksForTimeZone } from "../../src/routes/dashboard/timezone/familyTimeZone";
import { TimeZonePrompt } from "../../src/routes/dashboard/timezone/TimeZonePrompt";
import { renderWithData } from "./support/dashboardHarness";

/** The browser reports `zone` as its own, as Intl does. */
function browserIn(zone: string): void {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const unchosen = defaultPreferences();

/** A fake Api whose preferences change with each save, and the saves it received. */
function preferencesApi(initial: Preferences) {
  let current = initial;
  const saved: Preferences[] = [];
  return {
    saved,
    api: {
      getPreferences: () => Effect.sync(() => current),
      updatePreferences: (preferences: Preferences) =>
        Effect.sync(() => {
          saved.push(preferences);
          current = preferences;
          return preferences;
        }),
    },
  };
}

describe("when the dashboard asks for the family's time zone", () => {
  it("asks while the zone is unchosen and the browser is elsewhere, never once chosen", () => {
    expect(asksForTimeZone(unchosen, "America/New_York")).toBe(true);
    expect(asksForTimeZone(unchosen, null)).toBe(true);
    expect(asksForTimeZone(unchosen, "UTC")).toBe(false);
    expect(asksForTimeZone(defaultPreferences("UTC"), "America/New_York")).toBe(false);
  });
});

describe("the time zone prompt", () => {
  it("offers the browser's zone and saves it, confirmed, in one click; then it goes", async () => {
    browserIn("America/New_York");
    const { api, saved } = preferencesApi(unchosen);
    const user = renderWithData(<TimeZonePrompt />, api);
    await screen.findByRole("heading", { name: "Which time zone is your family in?" });
    await user.click(screen.getByRole("button", { name: "Use America / New York" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ timezone: "America/New_York", timezoneConfirmed: true });
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Which time zone is your family in?" })).toBe(
        null,
      ),
    );
  });

  it("keeps UTC when the parent says so, and does not ask again", async () => {
    browserIn("Europe/Paris");
    const { api, saved } = preferencesApi(unchosen);
    const user = renderWithData(<TimeZonePrompt />, api);
    await user.click(await screen.findByRole("button", { name: "Keep UTC" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ timezone: "UTC", timezoneConfirmed: true });
  });

  it("is not shown for a chosen zone", async () => {
    browserIn("America/New_York");
    const { api } = preferencesApi(defaultPreferences("Europe/London"));
    renderWithData(
      <>
        <TimeZonePrompt />
        <SetupTimeZone />
      </>,
      api,
    );
    await screen.findByText("Europe / London");
    expect(screen.queryByRole("heading", { name: "Which time zone is your family in?" })).toBe(
      null,
    );
  });
});

describe("Setup's time zone line", () => {
  it("shows the zone and changes it to this device's in one click", async () => {
    browserIn("Asia/Tokyo");
    const { api, saved } = preferencesApi(defaultPreferences("Europe/London"));
    const user = renderWithData(<SetupTimeZone />, api);
    expect(await screen.findByText("Europe / London")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change to Asia / Tokyo" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ timezone: "Asia/Tokyo", timezoneConfirmed: true });
    expect(await screen.findByText("Asia / Tokyo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose another" }).getAttribute("href")).toBe(
      "/dashboard/profile",
    );
  });
});
