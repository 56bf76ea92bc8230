/**
 * What the Events page shows, as its URL says (`/dashboard/event?view=week&member=m-1&q=swim`):
 * the view, the month, week or day it is on, and the filters. Everything lives
 * in the URL, so a reload, a shared link or Back shows the same thing.
 */

export type EventsView = "agenda" | "week" | "month";

export interface EventsQuery {
  readonly view: EventsView;
  /** `YYYY-MM` for the month view. */
  readonly month: string | null;
  /** `YYYY-MM-DD`: the day a phone lists under the month. */
  readonly day: string | null;
  /** `YYYY-MM-DD`: a day of the week the week view shows. */
  readonly week: string | null;
  /** A family member's id: only their events. */
  readonly member: string | null;
  /** Words to find in the title, location or notes. */
  readonly q: string;
  /** Only the suggested events still to confirm or dismiss. */
  readonly review: boolean;
}

const views: ReadonlyArray<EventsView> = ["agenda", "week", "month"];

/** The URL's query; `view=list` (the agenda's old name) and anything unknown read as the agenda. */
export function readEventsQuery(search: URLSearchParams): EventsQuery {
  const view = search.get("view");
  return {
    view: views.find((known) => known === view) ?? "agenda",
    month: search.get("month"),
    day: search.get("day"),
    week: search.get("week"),
    member: search.get("member") || null,
    q: search.get("q") ?? "",
    review: search.get("review") === "1",
  };
}

/** The query as URL parameters, leaving out what is at its default. */
export function eventsSearchParams(query: EventsQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.view !== "agenda") params.view = query.view;
  if (query.view === "month" && query.month !== null) params.month = query.month;
  if (query.view === "month" && query.day !== null) params.day = query.day;
  if (query.view === "week" && query.week !== null) params.week = query.week;
  if (query.member !== null) params.member = query.member;
  if (query.q !== "") params.q = query.q;
  if (query.review) params.review = "1";
  return params;
}

/** The Events page's address for `query`, inside the dashboard's nest. */
export function eventsHref(query: EventsQuery): string {
  const search = new URLSearchParams(eventsSearchParams(query)).toString();
  return search === "" ? "/event" : `/event?${search}`;
}
