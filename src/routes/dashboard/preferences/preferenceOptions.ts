import type { Preferences } from "../../../../api/Preferences";
import type { SelectOption } from "../../../ui/form/FormFields";

type WeekStart = Preferences["weekStartsOn"];
type Digest = Preferences["digest"];

export const weekStartOptions: ReadonlyArray<{ value: WeekStart; label: string }> = [
  { value: "monday", label: "Monday" },
  { value: "sunday", label: "Sunday" },
  { value: "saturday", label: "Saturday" },
];

export const digestOptions: ReadonlyArray<{ value: Digest; label: string }> = [
  { value: "off", label: "Off" },
  { value: "daily", label: "Every morning (6:00)" },
  { value: "weekly", label: "Once a week (Sunday, 18:00)" },
];

/** The reminder choices the form offers; "" stands for none. */
export const reminderChoices: ReadonlyArray<number | null> = [null, 10, 30, 60, 1440];

export function reminderLabel(minutes: number | null): string {
  if (minutes === null) return "No reminder";
  if (minutes === 0) return "At the start time";
  if (minutes % 1440 === 0)
    return minutes === 1440 ? "1 day before" : `${minutes / 1440} days before`;
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour before" : `${minutes / 60} hours before`;
  return `${minutes} minutes before`;
}

/** The reminder options, with the saved value too when it is not one of the usual ones. */
export function reminderOptions(current: number | null): ReadonlyArray<SelectOption> {
  const choices = reminderChoices.includes(current)
    ? reminderChoices
    : [...reminderChoices, current];
  return choices.map((minutes) => ({
    value: minutes === null ? "" : String(minutes),
    label: reminderLabel(minutes),
  }));
}

/**
 * The time zones to choose from: the runtime's list, plus UTC (which
 * `supportedValuesOf` leaves out), the saved zone and the browser's, so
 * neither is ever missing from the select. Sorted by name.
 */
export function timeZoneOptions(
  saved: string,
  suggested: string | null,
  supported: ReadonlyArray<string> = supportedTimeZones(),
): ReadonlyArray<string> {
  const zones = new Set(supported);
  zones.add("UTC");
  zones.add(saved);
  if (suggested !== null) zones.add(suggested);
  return Array.from(zones).sort((a, b) => a.localeCompare(b));
}

function supportedTimeZones(): ReadonlyArray<string> {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  return typeof intl.supportedValuesOf === "function" ? intl.supportedValuesOf("timeZone") : [];
}
