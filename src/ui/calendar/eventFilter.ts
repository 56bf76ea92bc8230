import type { CalendarEvent } from "../../../api/CalendarEvent";

/** What the Events page narrows its views to: one family member's events, and words to find. */
export interface EventFilter {
  /** A family member's id, or null for everyone. */
  readonly member: string | null;
  /** Words that must all appear in the title, location or notes (any case, any accents). */
  readonly q: string;
}

/** Lower case without accents, so "cafe" finds "Café" and "ZOE" finds "Zoë". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/** The words of a search, folded; empty when there is nothing to search for. */
export function searchWords(q: string): string[] {
  return folded(q).split(/\s+/).filter(Boolean);
}

export function isFiltered(filter: EventFilter): boolean {
  return filter.member !== null || searchWords(filter.q).length > 0;
}

/** The events the filter lets through, in their order. */
export function filterEvents(
  events: ReadonlyArray<CalendarEvent>,
  filter: EventFilter,
): CalendarEvent[] {
  const words = searchWords(filter.q);
  return events.filter((event) => {
    if (filter.member !== null && !event.familyMemberIds.includes(filter.member)) return false;
    if (words.length === 0) return true;
    const haystack = folded(`${event.title}\n${event.location}\n${event.description}`);
    return words.every((word) => haystack.includes(word));
  });
}
