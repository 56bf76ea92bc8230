import { describe, expect, it } from "vitest";
import {
  makeEmail,
  makeEmailSummary,
  makeEvent,
  makeFeed,
  makeMember,
  makePreferences,
} from "../../src/services/ApiTest";
import type { DomainEvent } from "../../src/store/domainEvents";
import { applyEvent, emptyDomainState } from "../../src/store/domainState";
import { createDomainStore, JOURNAL_LIMIT, replay, trimJournal } from "../../src/store/journal";
import {
  calendarFeedView,
  createProjector,
  emailEventsView,
  emailsView,
  emailView,
  eventEmailsView,
  eventsView,
  familyMembersView,
  preferencesView,
  resourceKey,
} from "../../src/store/projections";

const ada = makeMember({ Id: "m-ada", Name: "Ada" });
const ben = makeMember({ Id: "m-ben", Name: "Ben", Relationship: "child" });
const gala = makeEvent({
  id: "e-gala",
  startsAt: "2026-09-14T08:30:00.000Z",
  endsAt: "2026-09-14T10:00:00.000Z",
  familyMemberIds: ["m-ben"],
});
const fair = makeEvent({
  id: "e-fair",
  title: "School fair",
  startsAt: "2026-09-10T12:00:00.000Z",
  endsAt: "2026-09-10T15:00:00.000Z",
  status: "confirmed",
});
const trip = makeEvent({
  id: "e-trip",
  title: "Museum trip",
  startsAt: "2026-10-02",
  endsAt: "2026-10-03",
  allDay: true,
});

function fold(events: ReadonlyArray<DomainEvent>) {
  return events.reduce(applyEvent, emptyDomainState);
}

describe("projections", () => {
  it("lists family members as loaded, then added, updated and removed", () => {
    const state = fold([
      { type: "familyMembers.loaded", members: [ada] },
      { type: "familyMember.added", member: ben },
      { type: "familyMember.updated", member: { ...ada, Name: "Ada L." } },
    ]);
    expect(familyMembersView(state)?.map((member) => member.Name)).toEqual(["Ada L.", "Ben"]);
    const removed = applyEvent(state, { type: "familyMember.removed", id: "m-ada" });
    expect(familyMembersView(removed)?.map((member) => member.Id)).toEqual(["m-ben"]);
    expect(familyMembersView(emptyDomainState)).toBeUndefined();
  });

  it("unassigns a removed member from their events", () => {
    const state = fold([
      { type: "familyMembers.loaded", members: [ada, ben] },
      { type: "events.loaded", window: {}, events: [gala] },
      { type: "familyMember.removed", id: "m-ben" },
    ]);
    expect(eventView(state, "e-gala")?.familyMemberIds).toEqual([]);
  });

  it("orders events by start and filters them by window and status", () => {
    const state = fold([{ type: "events.loaded", window: {}, events: [trip, gala, fair] }]);
    expect(eventsView(state).map((event) => event.id)).toEqual(["e-fair", "e-gala", "e-trip"]);
    expect(
      eventsView(state, { from: "2026-09-12T00:00:00Z", to: "2026-09-30T00:00:00Z" }).map(
        (event) => event.id,
      ),
    ).toEqual(["e-gala"]);
    expect(eventsView(state, { status: "confirmed" }).map((event) => event.id)).toEqual(["e-fair"]);
  });

  it("replaces what a window held when the window is read again", () => {
    const september = { from: "2026-09-01T00:00:00Z", to: "2026-10-01T00:00:00Z" };
    const state = fold([
      { type: "events.loaded", window: {}, events: [trip, gala, fair] },
      // The fair was deleted on the server: September's list no longer has it.
      { type: "events.loaded", window: september, events: [gala] },
    ]);
    expect(eventsView(state).map((event) => event.id)).toEqual(["e-gala", "e-trip"]);
  });

  it("keeps an updated event in every view that reads it", () => {
    const state = fold([
      { type: "events.loaded", window: {}, events: [gala, fair] },
      { type: "emailEvents.loaded", emailId: "email-1", events: [gala] },
      { type: "event.updated", event: { ...gala, status: "confirmed" } },
    ]);
    expect(eventView(state, "e-gala")?.status).toBe("confirmed");
    expect(emailEventsView(state, "email-1")?.[0]?.status).toBe("confirmed");
    expect(eventsView(state, { status: "confirmed" }).map((event) => event.id)).toEqual([
      "e-fair",
      "e-gala",
    ]);
    expect(emailEventsView(state, "email-2")).toBeUndefined();
  });

  it("lists e-mails newest first, with details and the e-mails of an event", () => {
    const older = makeEmailSummary({ id: "email-1", receivedAt: "2026-09-01T08:00:00.000Z" });
    const newer = makeEmailSummary({ id: "email-2", receivedAt: "2026-09-02T08:00:00.000Z" });
    const state = fold([
      { type: "emails.loaded", emails: [older, newer] },
      { type: "eventEmails.loaded", eventId: "e-gala", emails: [older] },
      { type: "email.loaded", email: makeEmail({ id: "email-1", subject: "Read in full" }) },
      {
        type: "email.received",
        email: makeEmailSummary({ id: "email-3", receivedAt: "2026-09-03T08:00:00.000Z" }),
      },
    ]);
    expect(emailsView(state).map((email) => email.id)).toEqual(["email-3", "email-2", "email-1"]);
    expect(emailView(state, "email-1")?.text).toBe("See you there.");
    // The summary follows the latest read, here the detail.
    expect(emailsView(state).find((email) => email.id === "email-1")?.subject).toBe("Read in full");
    expect(eventEmailsView(state, "e-gala")?.map((email) => email.id)).toEqual(["email-1"]);
    // A reread list drops details of e-mails it no longer has.
    const reread = applyEvent(state, { type: "emails.loaded", emails: [newer] });
    expect(emailView(reread, "email-1")).toBeUndefined();
  });

  it("holds the preferences and the feed, which can be turned off", () => {
    const preferences = makePreferences("Europe/London");
    const state = fold([
      { type: "preferences.loaded", preferences },
      { type: "preferences.updated", preferences: { ...preferences, digest: "weekly" } },
      { type: "calendarFeed.loaded", feed: makeFeed() },
      { type: "calendarFeed.rotated", feed: makeFeed({ url: "http://x/api/calendar/new.ics" }) },
    ]);
    expect(preferencesView(state)?.digest).toBe("weekly");
    expect(calendarFeedView(state)?.url).toBe("http://x/api/calendar/new.ics");
    expect(calendarFeedView(applyEvent(state, { type: "calendarFeed.revoked" }))).toBeUndefined();
  });

  it("keys resources by what they are", () => {
    expect(resourceKey({ kind: "familyMembers" })).toBe("familyMembers");
    expect(resourceKey({ kind: "event", id: "e-1" })).toBe("event/e-1");
    expect(resourceKey({ kind: "events", status: "confirmed" })).not.toBe(
      resourceKey({ kind: "events" }),
    );
  });

  it("memoises a view on the slices it reads", () => {
    const project = createProjector();
    let state = fold([{ type: "familyMembers.loaded", members: [ada] }]);
    const first = project(state, { kind: "familyMembers" });
    state = applyEvent(state, { type: "preferences.loaded", preferences: makePreferences() });
    expect(project(state, { kind: "familyMembers" })).toBe(first);
    const events = project(state, { kind: "events" });
    state = applyEvent(state, { type: "event.loaded", event: gala });
    expect(project(state, { kind: "events" })).not.toBe(events);
    // Recomputed with the same items: the same array.
    const listed = project(state, { kind: "events", status: "confirmed" });
    state = applyEvent(state, { type: "event.loaded", event: trip });
    expect(project(state, { kind: "events", status: "confirmed" })).toBe(listed);
  });
});

describe("the journal", () => {
  it("appends events in order with sequence numbers and notifies subscribers", () => {
    let clock = 1_000;
    const store = createDomainStore({ now: () => clock });
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    store.append({ type: "familyMembers.loaded", members: [ada] });
    clock = 2_000;
    store.append(
      { type: "familyMember.added", member: ben },
      { type: "event.loaded", event: gala },
    );
    unsubscribe();
    store.append({ type: "familyMember.removed", id: "m-ben" });
    const { journal, state } = store.getSnapshot();
    expect(journal.map((entry) => [entry.seq, entry.event.type, entry.at])).toEqual([
      [1, "familyMembers.loaded", 1_000],
      [2, "familyMember.added", 2_000],
      [3, "event.loaded", 2_000],
      [4, "familyMember.removed", 2_000],
    ]);
    expect(notified).toBe(2);
    expect(familyMembersView(state)?.map((member) => member.Id)).toEqual(["m-ada"]);
  });

  it(`keeps at most ${JOURNAL_LIMIT} entries, folding the oldest into the snapshot`, () => {
    const store = createDomainStore();
    store.append({ type: "familyMembers.loaded", members: [ada] });
    for (let index = 0; index < JOURNAL_LIMIT + 50; index += 1) {
      store.append({ type: "event.loaded", event: makeEvent({ id: `e-${index}` }) });
    }
    const snapshot = store.getSnapshot();
    expect(snapshot.journal).toHaveLength(JOURNAL_LIMIT);
    expect(snapshot.folded).toBe(51);
    expect(snapshot.journal[0]?.seq).toBe(52);
    // The members' load was trimmed away but still counts, through the snapshot.
    expect(familyMembersView(snapshot.base)?.map((member) => member.Id)).toEqual(["m-ada"]);
    expect(familyMembersView(snapshot.state)?.map((member) => member.Id)).toEqual(["m-ada"]);
    expect(snapshot.state.events.size).toBe(JOURNAL_LIMIT + 50);
    expect(replay(snapshot.base, snapshot.journal)).toEqual(snapshot.state);
  });

  it("trims with a small bound exactly as the fold says", () => {
    const store = createDomainStore({ limit: 3 });
    const events: Array<DomainEvent> = [
      { type: "familyMembers.loaded", members: [ada] },
      { type: "familyMember.added", member: ben },
      { type: "preferences.loaded", preferences: makePreferences() },
      { type: "familyMember.updated", member: { ...ben, Name: "Benjamin" } },
      { type: "calendarFeed.loaded", feed: makeFeed() },
    ];
    for (const event of events) store.append(event);
    const snapshot = store.getSnapshot();
    expect(snapshot.journal.map((entry) => entry.seq)).toEqual([3, 4, 5]);
    expect(snapshot.state).toEqual(fold(events));
    expect(replay(snapshot.base, snapshot.journal)).toEqual(snapshot.state);
  });
});

describe("optimistic changes", () => {
  function loadedStore(limit?: number) {
    const store = createDomainStore(limit === undefined ? {} : { limit });
    store.append({ type: "familyMembers.loaded", members: [ada] });
    return store;
  }
  const names = (store: ReturnType<typeof createDomainStore>) =>
    familyMembersView(store.getSnapshot().state)?.map((member) => member.Name);

  it("shows a tentative event at once, then the server's event once committed", () => {
    const store = loadedStore();
    const change = store.beginChange();
    store.appendTentative(change, {
      type: "familyMember.added",
      member: { ...ben, Id: "tentative", Name: "Ben (saving)" },
    });
    expect(names(store)).toEqual(["Ada", "Ben (saving)"]);
    expect(store.getSnapshot().pending).toEqual([change]);
    // The confirmed state does not have it yet.
    expect(familyMembersView(store.getSnapshot().confirmed)).toHaveLength(1);

    store.commit(change, { type: "familyMember.added", member: ben });
    expect(names(store)).toEqual(["Ada", "Ben"]);
    expect(store.getSnapshot().pending).toEqual([]);
    expect(store.getSnapshot().journal.map((entry) => entry.event.type)).toEqual([
      "familyMembers.loaded",
      "familyMember.added",
      "change.committed",
      "familyMember.added",
    ]);
  });

  it("undoes a tentative event when its change is compensated", () => {
    const store = loadedStore();
    const change = store.beginChange();
    store.appendTentative(change, { type: "familyMember.updated", member: { ...ada, Name: "A" } });
    expect(names(store)).toEqual(["A"]);
    store.compensate(change, { code: "invalid_request", message: "Name: too short", status: 400 });
    expect(names(store)).toEqual(["Ada"]);
    const last = store.getSnapshot().journal.at(-1);
    expect(last?.event).toEqual({
      type: "change.compensated",
      change,
      reason: { code: "invalid_request", message: "Name: too short", status: 400 },
    });
  });

  it("lays pending changes over reads that arrive while they are in flight", () => {
    const store = loadedStore();
    const change = store.beginChange();
    store.appendTentative(change, { type: "familyMember.removed", id: "m-ada" });
    store.append({ type: "familyMembers.loaded", members: [ada, ben] });
    expect(names(store)).toEqual(["Ben"]);
    store.compensate(change, { code: "not_found", message: "No such member", status: 404 });
    expect(names(store)).toEqual(["Ada", "Ben"]);
  });

  it("settles concurrent changes independently", () => {
    const store = loadedStore();
    const first = store.beginChange();
    const second = store.beginChange();
    expect(first).not.toBe(second);
    store.appendTentative(first, { type: "familyMember.added", member: ben });
    store.appendTentative(second, {
      type: "familyMember.added",
      member: makeMember({ Id: "m-cy", Name: "Cy" }),
    });
    store.compensate(first, { code: "network", message: "offline", status: 0 });
    expect(names(store)).toEqual(["Ada", "Cy"]);
    store.commit(second, {
      type: "familyMember.added",
      member: makeMember({ Id: "m-cy", Name: "Cy" }),
    });
    expect(names(store)).toEqual(["Ada", "Cy"]);
  });

  it("never trims a pending tentative event, however old", () => {
    const store = loadedStore(4);
    const change = store.beginChange();
    store.appendTentative(change, { type: "familyMember.added", member: ben });
    for (let index = 0; index < 10; index += 1) {
      store.append({ type: "event.loaded", event: makeEvent({ id: `e-${index}` }) });
    }
    let snapshot = store.getSnapshot();
    expect(snapshot.journal).toHaveLength(4);
    expect(snapshot.journal[0]?.tentative).toBe(change);
    expect(names(store)).toEqual(["Ada", "Ben"]);
    expect(replay(snapshot.base, snapshot.journal)).toEqual(snapshot.state);

    // Once compensated it is trimmed like any other entry, and leaves no trace in the snapshot.
    store.compensate(change, { code: "network", message: "offline", status: 0 });
    store.append({ type: "event.loaded", event: makeEvent({ id: "e-last" }) });
    snapshot = store.getSnapshot();
    expect(snapshot.journal.some((entry) => entry.tentative === change)).toBe(false);
    expect(names(store)).toEqual(["Ada"]);
    expect(familyMembersView(snapshot.base)?.map((member) => member.Name)).toEqual(["Ada"]);
    expect(replay(snapshot.base, snapshot.journal)).toEqual(snapshot.state);
  });

  it("trimJournal keeps pending tentative entries in place", () => {
    const entries = [
      { seq: 1, at: 0, event: { type: "familyMember.added", member: ben }, tentative: "c1" },
      { seq: 2, at: 0, event: { type: "familyMembers.loaded", members: [ada] } },
      { seq: 3, at: 0, event: { type: "calendarFeed.loaded", feed: makeFeed() } },
    ] satisfies ReadonlyArray<{ seq: number; at: number; event: DomainEvent; tentative?: string }>;
    const trimmed = trimJournal(emptyDomainState, entries, 2);
    expect(trimmed.journal.map((entry) => entry.seq)).toEqual([1, 3]);
    expect(trimmed.dropped).toBe(1);
    expect(familyMembersView(trimmed.base)?.map((member) => member.Id)).toEqual(["m-ada"]);
  });
});

function eventView(state: ReturnType<typeof fold>, id: string) {
  return state.events.get(id);
}
