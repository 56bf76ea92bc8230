import { screen, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import { PreferencesSection } from "../../src/routes/dashboard/preferences/PreferencesSection";
import {
  reminderLabel,
  reminderOptions,
  timeZoneOptions,
} from "../../src/routes/dashboard/preferences/preferenceOptions";
import type { ApiService } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { renderWithData } from "./support/dashboardHarness";

const renderPreferences = (api: Partial<ApiService>) => renderWithData(<PreferencesSection />, api);

const stored: Preferences = {
  ...defaultPreferences("Europe/London"),
  trustedSenders: ["office@school.example"],
  reminderMinutes: 30,
};

describe("the preference options", () => {
  it("offers none, 10, 30, 60 and 1440 minutes, and keeps an unusual saved value", () => {
    expect(reminderOptions(60).map((option) => option.label)).toEqual([
      "No reminder",
      "10 minutes before",
      "30 minutes before",
      "1 hour before",
      "1 day before",
    ]);
    expect(reminderOptions(15).map((option) => option.value)).toEqual([
      "",
      "10",
      "30",
      "60",
      "1440",
      "15",
    ]);
    expect(reminderLabel(120)).toBe("2 hours before");
  });

  it("lists the runtime's zones with UTC, the saved zone and the browser's", () => {
    const zones = timeZoneOptions("Etc/GMT+5", "Asia/Calcutta", ["Europe/London", "Asia/Tokyo"]);
    expect(zones).toEqual(["Asia/Calcutta", "Asia/Tokyo", "Etc/GMT+5", "Europe/London", "UTC"]);
  });
});

describe("the preferences form", () => {
  it("shows the saved preferences", async () => {
    renderPreferences({ getPreferences: () => Effect.succeed(stored) });
    const form = await screen.findByRole("form", { name: "Your preferences" });
    expect((within(form).getByLabelText("Time zone") as HTMLSelectElement).value).toBe(
      "Europe/London",
    );
    expect((within(form).getByLabelText("Week starts on") as HTMLSelectElement).value).toBe(
      "monday",
    );
    expect(
      (within(form).getByLabelText("Confirm events automatically") as HTMLInputElement).checked,
    ).toBe(false);
    expect((within(form).getByLabelText("E-mail summary") as HTMLSelectElement).value).toBe("off");
    expect((within(form).getByLabelText("Reminder") as HTMLSelectElement).value).toBe("30");
  });

  it("saves the whole preferences, trusted senders untouched, and says so", async () => {
    const saved: Preferences[] = [];
    const user = renderPreferences({
      getPreferences: () => Effect.succeed(stored),
      updatePreferences: (preferences) => {
        saved.push(preferences);
        return Effect.succeed(preferences);
      },
    });
    const form = await screen.findByRole("form", { name: "Your preferences" });
    await user.selectOptions(within(form).getByLabelText("Week starts on"), "sunday");
    await user.click(within(form).getByLabelText("Confirm events automatically"));
    await user.selectOptions(within(form).getByLabelText("E-mail summary"), "weekly");
    await user.selectOptions(within(form).getByLabelText("Reminder"), "");
    const names = within(form).getByLabelText("Show whose event it is in your calendar app");
    expect((names as HTMLInputElement).checked).toBe(true);
    await user.click(names);
    await user.click(within(form).getByRole("button", { name: "Save preferences" }));

    expect((await screen.findByRole("status")).textContent).toContain(
      "Your preferences are saved.",
    );
    expect(saved).toEqual([
      {
        ...stored,
        weekStartsOn: "sunday",
        autoConfirmEvents: true,
        digest: "weekly",
        reminderMinutes: null,
        feedNamesInTitle: false,
      },
    ]);
  });

  it("shows a failed save at the form", async () => {
    const user = renderPreferences({
      getPreferences: () => Effect.succeed(stored),
      updatePreferences: () =>
        Effect.fail(apiFailure(500, "internal", "Something broke on the server")),
    });
    const form = await screen.findByRole("form", { name: "Your preferences" });
    await user.click(within(form).getByRole("button", { name: "Save preferences" }));
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain("Your preferences are not saved.");
  });

  it("shows the server's 400 at the field it names", async () => {
    const user = renderPreferences({
      getPreferences: () => Effect.succeed(stored),
      updatePreferences: () =>
        Effect.fail(
          apiFailure(
            400,
            "invalid_request",
            "timezone: Choose a time zone such as Europe/London",
            "timezone",
          ),
        ),
    });
    const form = await screen.findByRole("form", { name: "Your preferences" });
    await user.click(within(form).getByRole("button", { name: "Save preferences" }));
    expect(await within(form).findByText("Choose a time zone such as Europe/London")).toBeTruthy();
    expect(within(form).getByLabelText("Time zone").getAttribute("aria-invalid")).toBe("true");
  });
});
