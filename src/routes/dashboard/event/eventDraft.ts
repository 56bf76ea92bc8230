import type { CalendarEvent, EventInput, EventUpdate } from "../../../../api/CalendarEvent";
import type { DataFailure } from "../../../machines/data/dataFailure";
import {
  addDays,
  dayKeyInZone,
  instantOfWallTime,
  isDayKey,
  isoInZone,
  wallTimeInZone,
} from "../../../ui/calendar/dates";

/**
 * The event edit form's values and rules, apart from the form: what the
 * inputs hold (`date` inputs for an all-day event, `datetime-local` for a
 * timed one, read in the event's own zone), what they must satisfy, and the
 * `PUT /event/{id}` changes they make.
 */

export interface EventDraft {
  readonly title: string;
  readonly allDay: boolean;
  /** `YYYY-MM-DD` when all-day, else `YYYY-MM-DDTHH:MM` in the event's zone. */
  readonly start: string;
  /** The last day (inclusive) when all-day, else the end as `YYYY-MM-DDTHH:MM`. */
  readonly end: string;
  readonly location: string;
  readonly description: string;
  readonly familyMemberIds: ReadonlyArray<string>;
}

export type DraftField = "title" | "start" | "end" | "location" | "description" | "familyMemberIds";
export type DraftErrors = Partial<Record<DraftField, string>>;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function localDateTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return `${dayKeyInZone(instant, timeZone)}T${wallTimeInZone(instant, timeZone)}`;
}

/** The day an event's date or instant falls on in its zone. */
function dayOf(value: string, timeZone: string): string {
  return isDayKey(value) ? value : dayKeyInZone(Date.parse(value), timeZone);
}

/** The form's first values, from the event as it is. */
export function draftFromEvent(
  event: CalendarEvent,
  knownMemberIds: ReadonlySet<string> | null = null,
): EventDraft {
  const zone = event.timezone;
  const familyMemberIds =
    knownMemberIds === null
      ? event.familyMemberIds
      : event.familyMemberIds.filter((id) => knownMemberIds.has(id));
  const common = {
    title: event.title,
    location: event.location,
    description: event.description,
    familyMemberIds,
  };
  if (event.allDay || isDayKey(event.startsAt)) {
    const start = dayOf(event.startsAt, zone);
    const endExclusive = isDayKey(event.endsAt)
      ? event.endsAt
      : addDays(dayOf(event.endsAt, zone), 1);
    const last = addDays(endExclusive, -1);
    return { ...common, allDay: true, start, end: last < start ? start : last };
  }
  return {
    ...common,
    allDay: false,
    start: localDateTime(event.startsAt, zone),
    end: localDateTime(event.endsAt, zone),
  };
}

/**
 * The draft with the all-day switch flipped, its times carried over: a
 * timed event keeps its days; an all-day one gets 09:00 on its first day
 * to 10:00 on its last (17:00 when it runs several days).
 */
export function toggleAllDay(draft: EventDraft): EventDraft {
  if (draft.allDay) {
    const first = datePattern.test(draft.start) ? draft.start : "";
    const last = datePattern.test(draft.end) ? draft.end : first;
    return {
      ...draft,
      allDay: false,
      start: first === "" ? "" : `${first}T09:00`,
      end: last === "" ? "" : `${last}T${last === first ? "10:00" : "17:00"}`,
    };
  }
  const start = dateTimePattern.exec(draft.start);
  const end = dateTimePattern.exec(draft.end);
  const first = start?.[1] ?? "";
  let last = end?.[1] ?? first;
  // Ending at midnight does not reach into that day.
  if (end?.[2] === "00:00" && first !== "" && last > first) last = addDays(last, -1);
  return { ...draft, allDay: true, start: first, end: last };
}

function isRealDay(day: string): boolean {
  if (!datePattern.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** What is wrong with the draft, by field; empty when it can be saved. */
export function validateDraft(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === "") errors.title = "Title is required";
  else if (title.length > 200) errors.title = "Title must be at most 200 characters";

  if (draft.allDay) {
    if (!isRealDay(draft.start)) errors.start = "Enter the first day, like 2026-09-14";
    if (!isRealDay(draft.end)) errors.end = "Enter the last day, like 2026-09-14";
    else if (errors.start === undefined && draft.end < draft.start)
      errors.end = "The last day cannot be before the first day";
  } else {
    const start = dateTimePattern.exec(draft.start);
    const end = dateTimePattern.exec(draft.end);
    if (start === null || !isRealDay(start[1] ?? "")) errors.start = "Enter when it starts";
    if (end === null || !isRealDay(end[1] ?? "")) errors.end = "Enter when it ends";
    else if (errors.start === undefined && draft.end.slice(0, 16) < draft.start.slice(0, 16))
      errors.end = "It cannot end before it starts";
  }

  if (draft.location.trim().length > 300)
    errors.location = "Location must be at most 300 characters";
  if (draft.description.trim().length > 5000)
    errors.description = "Description must be at most 5000 characters";
  if (draft.familyMemberIds.length > 50)
    errors.familyMemberIds = "Choose at most 50 family members";
  return errors;
}

function instantIn(value: string, timeZone: string): string {
  const match = dateTimePattern.exec(value);
  const day = match?.[1] ?? value.slice(0, 10);
  const time = match?.[2] ?? "00:00";
  return isoInZone(instantOfWallTime(day, time, timeZone), timeZone);
}

/** The changes a valid draft makes, for `event.update` (times in the event's zone). */
export function changesFromDraft(draft: EventDraft, timeZone: string): EventUpdate {
  const times = draft.allDay
    ? { allDay: true, startsAt: draft.start, endsAt: addDays(draft.end, 1) }
    : {
        allDay: false,
        startsAt: instantIn(draft.start, timeZone),
        endsAt: instantIn(draft.end, timeZone),
      };
  return {
    title: draft.title.trim(),
    ...times,
    location: draft.location.trim(),
    description: draft.description.trim(),
    familyMemberIds: [...draft.familyMemberIds],
  };
}

/** The contract's field names and the form's inputs that show their errors. */
const fieldOfPayload: Record<string, DraftField> = {
  title: "title",
  startsAt: "start",
  allDay: "start",
  timezone: "start",
  endsAt: "end",
  location: "location",
  description: "description",
  familyMemberIds: "familyMemberIds",
};

/**
 * A 400's message at the input for the field it names. The server writes
 * "field: message"; the input's label already says which field.
 */
export function serverDraftErrors(failure: DataFailure | null): DraftErrors {
  if (failure === null || failure.status !== 400 || failure.field === undefined) return {};
  const field = fieldOfPayload[failure.field];
  if (field === undefined) return {};
  const prefix = `${failure.field}: `;
  const message = failure.message.startsWith(prefix)
    ? failure.message.slice(prefix.length)
    : failure.message;
  return { [field]: message };
}

/** Whether the form shows a failure at one of its inputs (otherwise as a whole). */
export function isDraftFieldFailure(failure: DataFailure | null): boolean {
  return Object.keys(serverDraftErrors(failure)).length > 0;
}

/** A failure in words for the form's alert. */
export function failureText(failure: DataFailure): string {
  if (failure.status === 0)
    return "Corkboard could not be reached. Check your connection and try again.";
  if (failure.status === 404) return "This event no longer exists.";
  if (failure.status === 429) return "That was a lot at once. Wait a minute and try again.";
  if (failure.status >= 500) return "Something went wrong on our side. Try again in a moment.";
  return failure.message;
}

/** A new event's first values: an hour from 9:00 on `day` (the form's date inputs can change it). */
export const newEventDraft = (day: string): EventDraft => ({
  title: "",
  allDay: false,
  start: `${day}T09:00`,
  end: `${day}T10:00`,
  location: "",
  description: "",
  familyMemberIds: [],
});

/** `POST /event`'s payload from a valid draft's changes: confirmed, in the family's zone. */
export function inputFromChanges(changes: EventUpdate, timeZone: string): EventInput {
  return {
    title: changes.title ?? "",
    description: changes.description ?? "",
    startsAt: changes.startsAt ?? "",
    endsAt: changes.endsAt ?? "",
    allDay: changes.allDay ?? false,
    timezone: timeZone,
    location: changes.location ?? "",
    status: "confirmed",
    familyMemberIds: changes.familyMemberIds ?? [],
  };
}
