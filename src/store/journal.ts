import type { CompensationReason, DomainEvent } from "./domainEvents";
import { isChangeMarker } from "./domainEvents";
import { applyEvent, type DomainState, emptyDomainState } from "./domainState";

/**
 * The client store: an append-only, bounded journal of domain events and
 * the state they fold to. Confirmed events fold into `confirmed`; the
 * tentative events of changes still in flight are laid over it to give
 * `state`, what the views show. When the journal outgrows its bound the
 * oldest confirmed entries fold into `base` (the snapshot), so
 * `replay(base, journal)` always equals `state`; a pending tentative entry
 * is never dropped, since it may yet be compensated.
 */

/** How many entries the journal keeps (besides tentative ones still pending). */
export const JOURNAL_LIMIT = 500;

export interface JournalEntry {
  /** 1, 2, 3...: the order of appends, never reused. */
  readonly seq: number;
  /** When it was appended (ms since the epoch). */
  readonly at: number;
  readonly event: DomainEvent;
  /** Set on an optimistic event: the change it belongs to. */
  readonly tentative?: string;
}

export interface StoreSnapshot {
  /** Oldest first. */
  readonly journal: ReadonlyArray<JournalEntry>;
  /** The snapshot the journal starts from: every entry trimmed away, folded. */
  readonly base: DomainState;
  /** How many entries were folded into `base`. */
  readonly folded: number;
  /** `base` and the journal's confirmed events. */
  readonly confirmed: DomainState;
  /** Changes made optimistically and not yet committed or compensated. */
  readonly pending: ReadonlyArray<string>;
  /** What the views show: `confirmed` with the pending changes' tentative events over it. */
  readonly state: DomainState;
}

export interface DomainStore {
  /** Appends confirmed events, as one notification. */
  readonly append: (...events: ReadonlyArray<DomainEvent>) => void;
  /** A new id for an optimistic change. */
  readonly beginChange: () => string;
  /** Appends an optimistic change's tentative events. */
  readonly appendTentative: (change: string, ...events: ReadonlyArray<DomainEvent>) => void;
  /** The change succeeded: its tentative events give way to the server's, appended with the marker. */
  readonly commit: (change: string, ...events: ReadonlyArray<DomainEvent>) => void;
  /** The change failed: a compensating marker undoes its tentative events. */
  readonly compensate: (change: string, reason: CompensationReason) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => StoreSnapshot;
}

export interface DomainStoreOptions {
  readonly limit?: number;
  readonly now?: () => number;
  /** Start from a snapshot instead of nothing (tests). */
  readonly base?: DomainState;
}

/** The changes a journal leaves unsettled, in the order they began. */
export function pendingChanges(journal: ReadonlyArray<JournalEntry>): ReadonlyArray<string> {
  const settled = new Set<string>();
  for (const entry of journal) if (isChangeMarker(entry.event)) settled.add(entry.event.change);
  const pending: Array<string> = [];
  for (const entry of journal) {
    const change = entry.tentative;
    if (change !== undefined && !settled.has(change) && !pending.includes(change)) {
      pending.push(change);
    }
  }
  return pending;
}

function overlay(
  confirmed: DomainState,
  journal: ReadonlyArray<JournalEntry>,
  pending: ReadonlyArray<string>,
): DomainState {
  if (pending.length === 0) return confirmed;
  const open = new Set(pending);
  let state = confirmed;
  for (const entry of journal) {
    if (entry.tentative !== undefined && open.has(entry.tentative)) {
      state = applyEvent(state, entry.event);
    }
  }
  return state;
}

/** The pure fold: what a snapshot and a journal amount to. */
export function replay(base: DomainState, journal: ReadonlyArray<JournalEntry>): DomainState {
  let confirmed = base;
  for (const entry of journal) {
    if (entry.tentative === undefined) confirmed = applyEvent(confirmed, entry.event);
  }
  return overlay(confirmed, journal, pendingChanges(journal));
}

/**
 * Trims a journal to `limit` entries, oldest first, folding what it drops
 * into the base. Pending tentative entries stay whatever their age.
 */
export function trimJournal(
  base: DomainState,
  journal: ReadonlyArray<JournalEntry>,
  limit: number,
): { readonly base: DomainState; readonly journal: ReadonlyArray<JournalEntry>; dropped: number } {
  let excess = journal.length - limit;
  if (excess <= 0) return { base, journal, dropped: 0 };
  const open = new Set(pendingChanges(journal));
  let folded = base;
  let dropped = 0;
  const kept: Array<JournalEntry> = [];
  for (const entry of journal) {
    const pinned = entry.tentative !== undefined && open.has(entry.tentative);
    if (excess > 0 && !pinned) {
      // Settled tentative entries and markers leave no trace in the snapshot.
      if (entry.tentative === undefined) folded = applyEvent(folded, entry.event);
      excess -= 1;
      dropped += 1;
    } else {
      kept.push(entry);
    }
  }
  return { base: folded, journal: kept, dropped };
}

export function createDomainStore(options: DomainStoreOptions = {}): DomainStore {
  const limit = options.limit ?? JOURNAL_LIMIT;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let seq = 0;
  let changes = 0;
  const initial = options.base ?? emptyDomainState;
  let snapshot: StoreSnapshot = {
    journal: [],
    base: initial,
    folded: 0,
    confirmed: initial,
    pending: [],
    state: initial,
  };

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function write(entries: ReadonlyArray<Omit<JournalEntry, "seq" | "at">>): void {
    if (entries.length === 0) return;
    const at = now();
    let confirmed = snapshot.confirmed;
    const appended = entries.map((entry): JournalEntry => {
      seq += 1;
      if (entry.tentative === undefined) confirmed = applyEvent(confirmed, entry.event);
      return { ...entry, seq, at };
    });
    const trimmed = trimJournal(snapshot.base, [...snapshot.journal, ...appended], limit);
    const pending = pendingChanges(trimmed.journal);
    snapshot = {
      journal: trimmed.journal,
      base: trimmed.base,
      folded: snapshot.folded + trimmed.dropped,
      confirmed,
      pending,
      state: overlay(confirmed, trimmed.journal, pending),
    };
    notify();
  }

  return {
    append: (...events) => write(events.map((event) => ({ event }))),
    beginChange: () => {
      changes += 1;
      return `change-${changes}`;
    },
    appendTentative: (change, ...events) =>
      write(events.map((event) => ({ event, tentative: change }))),
    commit: (change, ...events) =>
      write([
        { event: { type: "change.committed", change } },
        ...events.map((event) => ({ event })),
      ]),
    compensate: (change, reason) =>
      write([{ event: { type: "change.compensated", change, reason } }]),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
