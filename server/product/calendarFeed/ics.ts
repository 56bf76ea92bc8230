import ICAL from "ical.js";
import type { CalendarEvent } from "../../../api/CalendarEvent";

/** Calendar apps show this as the subscribed calendar's name. */
export const calendarName = "Corkboard";

const instant = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);

/** An event's time: a DATE for an all-day event, else a UTC DATE-TIME. */
const eventTime = (value: string, allDay: boolean) =>
  allDay ? ICAL.Time.fromDateString(value) : instant(value);

/** A family member as the feed names them. */
export interface FeedMember {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
}

export interface FeedOptions {
  readonly reminderMinutes: number | null;
  /** The family, by id: each event's members go in as CATEGORIES and ATTENDEE;CN=. */
  readonly members?: ReadonlyMap<string, FeedMember>;
  /** Whether the titles start with whose event it is ("Emma: Swim gala"; Preferences). */
  readonly namesInTitle?: boolean;
  /** The calendar's name in the app: "Corkboard", or "Corkboard: Emma" for a member's feed. */
  readonly name?: string;
  readonly now?: Date;
}

/** The name a title starts with: the first word of the member's name ("Emma" of "Emma Parker"). */
const shortName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** "Emma: Swim gala", "Emma, Noah: Swim gala", or the title alone. */
export function feedTitle(
  title: string,
  members: ReadonlyArray<FeedMember>,
  namesInTitle: boolean,
) {
  if (!namesInTitle || members.length === 0) return title;
  return `${members.map((member) => shortName(member.name)).join(", ")}: ${title}`;
}

/** An ATTENDEE for a member: their address when Family has one, else the member's id as a URN. */
function attendee(member: FeedMember): ICAL.Property {
  const property = new ICAL.Property("attendee");
  property.setParameter("cn", member.name);
  property.setParameter("cutype", "INDIVIDUAL");
  property.setValue(member.email === null ? `urn:uuid:${member.id}` : `mailto:${member.email}`);
  return property;
}

function vevent(event: CalendarEvent, stamp: ICAL.Time, options: FeedOptions) {
  const { reminderMinutes } = options;
  const members = event.familyMemberIds
    .map((id) => options.members?.get(id))
    .filter((member): member is FeedMember => member !== undefined);
  const summary = feedTitle(event.title, members, options.namesInTitle ?? true);
  const component = new ICAL.Component("vevent");
  component.updatePropertyWithValue("uid", `${event.id}@corkboard`);
  component.updatePropertyWithValue("dtstamp", stamp);
  component.updatePropertyWithValue("dtstart", eventTime(event.startsAt, event.allDay));
  component.updatePropertyWithValue("dtend", eventTime(event.endsAt, event.allDay));
  component.updatePropertyWithValue("summary", summary);
  if (event.description !== "") component.updatePropertyWithValue("description", event.description);
  if (event.location !== "") component.updatePropertyWithValue("location", event.location);
  if (members.length > 0) {
    const categories = new ICAL.Property("categories");
    categories.setValues(members.map((member) => member.name));
    component.addProperty(categories);
    for (const member of members) component.addProperty(attendee(member));
  }
  component.updatePropertyWithValue("status", "CONFIRMED");
  component.updatePropertyWithValue("last-modified", instant(event.updatedAt));
  if (reminderMinutes !== null) {
    const alarm = new ICAL.Component("valarm");
    alarm.updatePropertyWithValue("action", "DISPLAY");
    alarm.updatePropertyWithValue("description", summary);
    alarm.updatePropertyWithValue("trigger", ICAL.Duration.fromSeconds(-reminderMinutes * 60));
    component.addSubcomponent(alarm);
  }
  return component;
}

/**
 * The feed's iCalendar text (RFC 5545): one VEVENT per event, times in UTC
 * or as dates, whose it is (in the title unless turned off, as CATEGORIES
 * and as ATTENDEEs), and an alarm `reminderMinutes` before each when set.
 */
export function calendarText(events: ReadonlyArray<CalendarEvent>, options: FeedOptions): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Corkboard//Corkboard calendar feed//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", options.name ?? calendarName);
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  for (const event of events) {
    calendar.addSubcomponent(vevent(event, stamp, options));
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
