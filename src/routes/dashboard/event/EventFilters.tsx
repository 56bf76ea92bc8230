import { useId } from "react";
import { Link } from "wouter";
import type { FamilyMember } from "../../../../api/FamilyMember";
import { input, label } from "../../../ui/form/form.css";
import * as styles from "./eventList.css";
import { type EventsQuery, eventsHref } from "./eventsQuery";

export interface EventFiltersProps {
  readonly query: EventsQuery;
  /** The family, for the member filter (empty while it loads). */
  readonly members: ReadonlyArray<FamilyMember>;
  /** How many suggested events (of those the filters let through) wait for review. */
  readonly waiting: number;
  readonly onChange: (query: EventsQuery) => void;
}

/**
 * Whose events, which words, and only those to review: kept in the URL
 * (`member`, `q`, `review`) and applied to every view. Each change shows at
 * once; there is nothing to submit.
 */
export function EventFilters({ query, members, waiting, onChange }: EventFiltersProps) {
  const memberId = useId();
  const searchId = useId();
  const known = members.some((member) => member.Id === query.member);
  return (
    <search aria-label="Filter events" className={styles.filters}>
      <div className={styles.filter}>
        <label htmlFor={memberId} className={label}>
          Whose events
        </label>
        <select
          id={memberId}
          className={input}
          value={known ? (query.member ?? "") : ""}
          onChange={(event) => onChange({ ...query, member: event.target.value || null })}
        >
          <option value="">Everyone</option>
          {members.map((member) => (
            <option key={member.Id} value={member.Id}>
              {member.Name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={searchId} className={label}>
          Search events
        </label>
        <input
          id={searchId}
          type="search"
          className={input}
          value={query.q}
          placeholder="Title, place or notes"
          onChange={(event) => onChange({ ...query, q: event.target.value })}
        />
      </div>
      <button
        type="button"
        className={styles.reviewToggle}
        aria-pressed={query.review}
        onClick={() => onChange({ ...query, review: !query.review })}
      >
        To review <span className={styles.count}>{waiting}</span>
      </button>
      {query.member === null && query.q === "" ? null : (
        <Link href={eventsHref({ ...query, member: null, q: "" })} className={styles.clearFilters}>
          Clear filters
        </Link>
      )}
    </search>
  );
}
