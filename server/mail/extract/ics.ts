/**
 * iCalendar parts and `.ics` attachments, read with ical.js. Times are
 * converted to the family's zone: IANA TZIDs through Intl, other TZIDs
 * through the calendar's own VTIMEZONE, common Windows zone names through a
 * small table, UTC as is, and floating times as the family's wall clock.
 * A recurring event yields its first occurrences (see `occurrenceLimit`).
 */
import ICAL from "ical.js";
import type { EventChange, ExtractedEvent, ReplacedTime } from "./types";
import {
  addDays,
  type CalendarDay,
  formatDay,
  instantOf,
  isoInZone,
  isValidTimeZone,
  type WallTime,
} from "./zone";

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalTimezone = InstanceType<typeof ICAL.Timezone>;

/** A recurring event is expanded to at most this many occurrences... */
export const occurrenceLimit = 8;
/** ...and to those starting within this many days of the first. */
export const occurrenceWindowDays = 90;

const windowsZones: Record<string, string> = {
  "eastern standard time": "America/New_York",
  "central standard time": "America/Chicago",
  "mountain standard time": "America/Denver",
  "us mountain standard time": "America/Phoenix",
  "pacific standard time": "America/Los_Angeles",
  "alaskan standard time": "America/Anchorage",
  "hawaiian standard time": "Pacific/Honolulu",
  "atlantic standard time": "America/Halifax",
  "gmt standard time": "Europe/London",
  "greenwich standard time": "Atlantic/Reykjavik",
  "w. europe standard time": "Europe/Berlin",
  "romance standard time": "Europe/Paris",
  "central europe standard time": "Europe/Budapest",
  "central european standard time": "Europe/Warsaw",
  "e. europe standard time": "Europe/Chisinau",
  "fle standard time": "Europe/Kiev",
  "gtb standard time": "Europe/Bucharest",
  "aus eastern standard time": "Australia/Sydney",
  "e. australia standard time": "Australia/Brisbane",
  "cen. australia standard time": "Australia/Adelaide",
  "w. australia standard time": "Australia/Perth",
  "new zealand standard time": "Pacific/Auckland",
  "tokyo standard time": "Asia/Tokyo",
  "india standard time": "Asia/Kolkata",
  "china standard time": "Asia/Shanghai",
  "singapore standard time": "Asia/Singapore",
  utc: "UTC",
};

/** The IANA zone a TZID names, if Intl or the Windows table knows it. */
function ianaOf(tzid: string): string | null {
  const cleaned = tzid.replace(/^["/]+|"+$/g, "").trim();
  if (isValidTimeZone(cleaned)) return cleaned;
  const windows = windowsZones[cleaned.toLowerCase()];
  if (windows !== undefined) return windows;
  // Some exporters prefix a vendor path, e.g. "/citadel.org/20070103_1/Europe/London".
  const tail = /([A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)$/.exec(cleaned)?.[1];
  return tail !== undefined && isValidTimeZone(tail) ? tail : null;
}

interface Calendar {
  readonly method: string;
  readonly zones: Map<string, IcalTimezone>;
}

const wallOf = (time: IcalTime): WallTime => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.hour,
  minute: time.minute,
  second: time.second,
});

const dayOf = (time: IcalTime): CalendarDay => ({
  year: time.year,
  month: time.month,
  day: time.day,
});

/** The instant an iCalendar time names, given the TZID it was written with. */
function instantOfTime(
  time: IcalTime,
  tzid: string | null,
  calendar: Calendar,
  familyZone: string,
): number {
  const wall = wallOf(time);
  if (time.zone?.tzid === "UTC" || tzid?.toUpperCase() === "UTC") {
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  }
  if (tzid !== null) {
    const iana = ianaOf(tzid);
    if (iana !== null) return instantOf(wall, iana);
    const zone = calendar.zones.get(tzid);
    if (zone !== undefined) {
      const offsetSeconds = zone.utcOffset(time);
      return (
        Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
        offsetSeconds * 1000
      );
    }
  }
  // Floating time: the same wall clock wherever the family is.
  return instantOf(wall, familyZone);
}

function tzidOf(component: IcalComponent, name: string): string | null {
  const property = component.getFirstProperty(name);
  const value = property?.getParameter("tzid");
  return typeof value === "string" ? value : null;
}

function textOf(component: IcalComponent, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim() : "";
}

function numberOf(component: IcalComponent, name: string): number | null {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

interface Span {
  readonly start: string;
  readonly end: string;
  readonly allDay: boolean;
}

function spanOf(
  start: IcalTime,
  end: IcalTime | null,
  startTzid: string | null,
  endTzid: string | null,
  calendar: Calendar,
  zone: string,
): Span {
  if (start.isDate) {
    const first = dayOf(start);
    let last = end?.isDate ? dayOf(end) : addDays(first, 1);
    if (formatDay(last) <= formatDay(first)) last = addDays(first, 1);
    return { start: formatDay(first), end: formatDay(last), allDay: true };
  }
  const from = instantOfTime(start, startTzid, calendar, zone);
  let to = end === null ? from + 3_600_000 : instantOfTime(end, endTzid, calendar, zone);
  if (!(to > from)) to = from + 3_600_000;
  return { start: isoInZone(from, zone), end: isoInZone(to, zone), allDay: false };
}

function endTimeOf(component: IcalComponent, start: IcalTime): IcalTime | null {
  const end = component.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time) return end;
  const duration = component.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const computed = start.clone();
    computed.addDuration(duration);
    return computed;
  }
  return null;
}

function changeOf(calendar: Calendar, event: IcalComponent): EventChange {
  const status = textOf(event, "status").toUpperCase();
  if (calendar.method === "CANCEL" || status === "CANCELLED") return "cancel";
  const sequence = numberOf(event, "sequence") ?? 0;
  return sequence > 0 ? "update" : "new";
}

/**
 * Where a changed occurrence was: its RECURRENCE-ID is the start it
 * replaces. A plain SEQUENCE update does not say where the event was.
 */
function replacedOf(
  component: IcalComponent,
  change: EventChange,
  calendar: Calendar,
  zone: string,
): ReplacedTime | null {
  if (change !== "update") return null;
  const original = component.getFirstPropertyValue("recurrence-id");
  if (!(original instanceof ICAL.Time)) return null;
  const span = spanOf(original, null, tzidOf(component, "recurrence-id"), null, calendar, zone);
  return { start: span.start, allDay: span.allDay };
}

function eventsOfCalendar(
  root: IcalComponent,
  zone: string,
  fallbackTitle: string,
): Array<ExtractedEvent> {
  const calendar: Calendar = {
    method: textOf(root, "method").toUpperCase(),
    zones: new Map(),
  };
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    try {
      const timezone = new ICAL.Timezone(vtimezone);
      if (typeof timezone.tzid === "string") calendar.zones.set(timezone.tzid, timezone);
    } catch {
      // A broken VTIMEZONE leaves its TZID to Intl or the family's zone.
    }
  }
  const vevents = root.getAllSubcomponents("vevent");
  const overrides = new Map<string, Array<IcalComponent>>();
  const masters: Array<IcalComponent> = [];
  for (const vevent of vevents) {
    const uid = textOf(vevent, "uid");
    if (vevent.hasProperty("recurrence-id") && uid !== "") {
      const list = overrides.get(uid) ?? [];
      list.push(vevent);
      overrides.set(uid, list);
    } else {
      masters.push(vevent);
    }
  }
  // A lone override (a moved or cancelled occurrence sent on its own) is an event in its own right.
  for (const [uid, list] of overrides) {
    if (!masters.some((master) => textOf(master, "uid") === uid)) masters.push(...list);
  }

  const events: Array<ExtractedEvent> = [];
  for (const vevent of masters) {
    const start = vevent.getFirstPropertyValue("dtstart");
    if (!(start instanceof ICAL.Time)) continue;
    const uid = textOf(vevent, "uid");
    const change = changeOf(calendar, vevent);
    const base = {
      title: textOf(vevent, "summary") || fallbackTitle,
      location: textOf(vevent, "location").replace(/\s+/g, " "),
      timezone: zone,
      confidence: 0.97,
      source: "ics" as const,
      description: textOf(vevent, "description").replace(/\s+/g, " ").slice(0, 500),
      uid: uid === "" ? null : uid,
      sequence: numberOf(vevent, "sequence"),
      change,
      replaces: replacedOf(vevent, change, calendar, zone),
      members: [],
    };
    const end = endTimeOf(vevent, start);
    const rrule = vevent.getFirstProperty("rrule");
    const recurrence = rrule === null ? null : rrule.toICALString().replace(/^RRULE:/i, "");
    if (recurrence === null || vevent.hasProperty("recurrence-id")) {
      events.push({
        ...base,
        ...spanOf(start, end, tzidOf(vevent, "dtstart"), tzidOf(vevent, "dtend"), calendar, zone),
        recurrence: null,
      });
      continue;
    }
    const event = new ICAL.Event(vevent, { exceptions: overrides.get(uid) ?? [] });
    const iterator = event.iterator();
    const windowEnd = start.clone();
    windowEnd.addDuration(ICAL.Duration.fromData({ days: occurrenceWindowDays }));
    for (let count = 0; count < occurrenceLimit; count += 1) {
      const next = iterator.next();
      if (next === undefined || next === null) break;
      if (next.compare(windowEnd) >= 0) break;
      const details = event.getOccurrenceDetails(next);
      const item = details.item.component;
      const occurrenceStart = details.startDate;
      const occurrenceEnd = details.endDate ?? null;
      const changed = item !== vevent;
      const span = spanOf(
        occurrenceStart,
        occurrenceEnd,
        tzidOf(item, "dtstart"),
        tzidOf(item, "dtend") ?? tzidOf(item, "dtstart"),
        calendar,
        zone,
      );
      events.push({
        ...base,
        ...(changed
          ? {
              title: textOf(item, "summary") || base.title,
              location: textOf(item, "location") || base.location,
              change: changeOf(calendar, item),
              replaces: replacedOf(item, changeOf(calendar, item), calendar, zone),
            }
          : {}),
        ...span,
        recurrence,
      });
    }
  }
  return events;
}

/** Events of one iCalendar text; throws on text ical.js cannot parse (the caller warns). */
export function eventsFromIcs(
  text: string,
  zone: string,
  fallbackTitle: string,
): Array<ExtractedEvent> {
  const unfolded = text.replace(/^\uFEFF/, "");
  const parsed: unknown = ICAL.parse(unfolded);
  const roots = (
    Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : parsed
  ) as Array<unknown>;
  const events: Array<ExtractedEvent> = [];
  for (const jcal of roots) {
    const root = new ICAL.Component(jcal as ConstructorParameters<typeof ICAL.Component>[0]);
    events.push(...eventsOfCalendar(root, zone, fallbackTitle));
  }
  return events;
}
