/**
 * The last reading of a message's events as a whole, where its shape says
 * more than any one sentence: a trip's departure and return made one event,
 * a fixture list's matches named "Sport v Opponent", a club's events
 * named for its activity and team ("U11 hockey: Seven Oaks tournament"), a booking's labelled
 * film or show as its name, and an appointment named for its practice,
 * visit and child; and the one event a later sentence moves by a week
 * ("to the same time next week"). In that order; the result is sorted by start.
 */

import { withActivityTitles } from "./activityTitles";
import { type AppointmentContext, titledAppointments } from "./appointments";
import { titledFixtures } from "./fixtures";
import { withLabelledName } from "./forms";
import { withMemberNamed } from "./members";
import { withTripSpans } from "./tripSpans";
import type { ExtractedEvent } from "./types";
import { withWeekLaterMove } from "./weekLaterMoves";

export interface MessageShape extends AppointmentContext {
  /** The original message's text, where a fixture list names its sport. */
  readonly text: string;
}

/** `events` read once more as one message's, sorted by start. */
export function shapedEvents(
  events: ReadonlyArray<ExtractedEvent>,
  message: MessageShape,
): Array<ExtractedEvent> {
  const trips = withTripSpans(events, message.subject);
  const fixtures = titledFixtures(trips, message.subject, message.text, message.from);
  const clubs = withActivityTitles(fixtures, message.subject, message.from, message.text);
  const named = withLabelledName(clubs, message.lines);
  return withWeekLaterMove(titledAppointments(named, message), message.text)
    .map(withMemberNamed)
    .sort((left, right) => left.start.localeCompare(right.start));
}
