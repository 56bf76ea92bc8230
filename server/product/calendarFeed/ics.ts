import ICAL from "ical.js";
import type { CalendarEvent } from "../../../api/CalendarEvent";

/** Calendar apps show this as the subscribed calendar's name. */
export const calendarName = "Corkboard";

const instant = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);

/** An event's time: a DATE for an all-day event, else a UTC DATE-TIME. */
const eventTime = (value: string, allDay: boolean) =>
  allDay ? ICAL.Time.fromDateString(value) : instant(value);

function vevent(event: CalendarEvent, stamp: ICAL.Time, reminderMinutes: number | null) {
  const component = new ICAL.Component("vevent");
  component.updatePropertyWithValue("uid", `${event.id}@corkboard`);
  component.updatePropertyWithValue("dtstamp", stamp);
  component.updatePropertyWithValue("dtstart", eventTime(event.startsAt, event.allDay));
  component.updatePropertyWithValue("dtend", eventTime(event.endsAt, event.allDay));
  component.updatePropertyWithValue("summary", event.title);
  if (event.description !== "") component.updatePropertyWithValue("description", event.description);
  if (event.location !== "") component.updatePropertyWithValue("location", event.location);
  component.updatePropertyWithValue("status", "CONFIRMED");
  component.updatePropertyWithValue("last-modified", instant(event.updatedAt));
  if (reminderMinutes !== null) {
    const alarm = new ICAL.Component("valarm");
    alarm.updatePropertyWithValue("action", "DISPLAY");
    alarm.updatePropertyWithValue("description", event.title);
    alarm.updatePropertyWithValue("trigger", ICAL.Duration.fromSeconds(-reminderMinutes * 60));
    component.addSubcomponent(alarm);
  }
  return component;
}

/**
 * The feed's iCalendar text (RFC 5545): one VEVENT per event, times in UTC
 * or as dates, and an alarm `reminderMinutes` before each when set.
 */
export function calendarText(
  events: ReadonlyArray<CalendarEvent>,
  options: { readonly reminderMinutes: number | null; readonly now?: Date },
): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Corkboard//Corkboard calendar feed//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", calendarName);
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  for (const event of events) {
    calendar.addSubcomponent(vevent(event, stamp, options.reminderMinutes));
  }
  return `${foldLines(calendar.toString())}\r\n`;
}

const octets = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * RFC 5545 §3.1: content lines of at most 75 octets, longer ones continued
 * on lines that start with a space. ical.js folds by characters, and its
 * continuation lines reach 76 octets; this refolds by octets, never inside
 * a character.
 */
export function foldLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return unfolded
    .split("\r\n")
    .map((line) => {
      if (octets(line) <= 75) return line;
      const parts: Array<string> = [];
      let current = "";
      for (const character of line) {
        const limit = parts.length === 0 ? 75 : 74;
        if (octets(current) + octets(character) > limit) {
          parts.push(current);
          current = "";
        }
        current += character;
      }
      parts.push(current);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}
