/**
 * When summary e-mails are due, in the family's time zone: the daily one
 * from 6:00 each day, the weekly one from 18:00 on Sundays. A period is
 * named by its local date, so each is sent once (see `summary_sent`); a
 * process that was down at the hour sends it when it is back, the same day.
 */

export type Digest = "off" | "daily" | "weekly";

export const dailyHour = 6;
export const weeklyHour = 18;

interface LocalTime {
  readonly date: string;
  readonly weekday: string;
  readonly hour: number;
}

/** The local date (YYYY-MM-DD), weekday and hour of `now` in `zone`. */
export function localTimeOf(now: Date, zone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? "",
    hour: Number(parts.hour),
  };
}

/** The period whose summary is due at `now`, or null when none is. */
export function duePeriod(digest: Digest, zone: string, now: Date): string | null {
  if (digest === "off") return null;
  const local = localTimeOf(now, zone);
  if (digest === "daily") return local.hour >= dailyHour ? `daily:${local.date}` : null;
  return local.weekday === "Sun" && local.hour >= weeklyHour ? `weekly:${local.date}` : null;
}

/** How far ahead a summary looks: the next day, or the coming week. */
export const lookaheadDays = (digest: Exclude<Digest, "off">): number =>
  digest === "daily" ? 1 : 7;
