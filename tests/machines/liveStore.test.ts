import { describe, expect, it } from "vitest";
import {
  makeEmail,
  makeEmailSummary,
  makeEvent,
  makeForwardingAddress,
  makeRevision,
  makeSenderReview,
} from "../../src/services/ApiTest";
import { createDomainStore } from "../../src/store/journal";
import {
  createProjector,
  emailsView,
  emailView,
  eventHistoryView,
  eventView,
  forwardingAddressView,
  resourceKey,
  senderReviewView,
} from "../../src/store/projections";

/**
 * The client store's side of e-mail intake and live updates: the domain
 * events a live change, a sender decision or a forwarding address become,
 * and the views they project to.
 */

const coach = makeSenderReview();
const aunt = makeSenderReview({ sender: "aunt@family.example", emailIds: ["email-a"] });
const waiting = makeEmailSummary({ id: "email-9", status: "review", from: coach.sender });

function storeWithReviews() {
  const store = createDomainStore();
  store.append(
    { type: "senderReview.loaded", reviews: [coach, aunt] },
    { type: "emails.loaded", emails: [waiting] },
  );
  return store;
}

describe("a sender decision in the store", () => {
  it("shows the decision at once, then drops the sender and queues its mail when committed", () => {
    const store = storeWithReviews();
    const change = store.beginChange();
    store.appendTentative(change, {
      type: "sender.deciding",
      decision: { sender: coach.sender, decision: "approve" },
    });
    expect(senderReviewView(store.getSnapshot().state)?.map((r) => r.deciding)).toEqual([
      "approve",
      null,
    ]);
    // Not confirmed yet: the confirmed state has no decision.
    expect(store.getSnapshot().confirmed.senderDecisions.size).toBe(0);
    store.commit(change, {
      type: "sender.decided",
      decided: { sender: coach.sender, decision: "approve", emailIds: ["email-9"] },
    });
    const { state } = store.getSnapshot();
    expect(senderReviewView(state)?.map((r) => r.sender)).toEqual([aunt.sender]);
    expect(emailsView(state)[0]).toMatchObject({ id: "email-9", status: "received" });
  });

  it("ignores a blocked sender's mail", () => {
    const store = storeWithReviews();
    store.append({
      type: "sender.decided",
      decided: { sender: coach.sender, decision: "block", emailIds: ["email-9", "not-listed"] },
    });
    const [email] = emailsView(store.getSnapshot().state);
    expect(email).toMatchObject({ status: "ignored", statusReason: "You blocked this sender." });
  });

  it("puts the sender back as it was when the server refuses", () => {
    const store = storeWithReviews();
    const before = senderReviewView(store.getSnapshot().state);
    const change = store.beginChange();
    store.appendTentative(change, {
      type: "sender.deciding",
      decision: { sender: aunt.sender, decision: "block" },
    });
    store.compensate(change, { code: "unavailable", message: "Down", status: 503 });
    expect(senderReviewView(store.getSnapshot().state)).toEqual(before);
  });

  it("drops a sender the server says was decided, and keeps one that changed", () => {
    const store = storeWithReviews();
    store.append({ type: "review.changed", sender: aunt.sender, action: "updated" });
    expect(senderReviewView(store.getSnapshot().state)).toHaveLength(2);
    store.append({ type: "review.changed", sender: aunt.sender, action: "deleted" });
    expect(senderReviewView(store.getSnapshot().state)?.map((r) => r.sender)).toEqual([
      coach.sender,
    ]);
  });
});

describe("live changes in the store", () => {
  it("updates an e-mail's summary and its detail, keeping the bodies", () => {
    const store = createDomainStore();
    store.append({
      type: "email.loaded",
      email: makeEmail({ id: "e-1", text: "Body", status: "received" }),
    });
    store.append({
      type: "email.updated",
      email: makeEmailSummary({ id: "e-1", status: "processed", eventIds: ["ev-1"] }),
    });
    const { state } = store.getSnapshot();
    expect(emailView(state, "e-1")).toMatchObject({
      status: "processed",
      text: "Body",
      eventIds: ["ev-1"],
    });
    expect(emailsView(state)[0]?.status).toBe("processed");
    store.append({ type: "email.removed", id: "e-1" });
    expect(emailsView(store.getSnapshot().state)).toEqual([]);
    expect(emailView(store.getSnapshot().state, "e-1")).toBeUndefined();
  });

  it("adds, replaces and removes events with their history", () => {
    const store = createDomainStore();
    const event = makeEvent({ id: "ev-1" });
    store.append(
      { type: "event.created", event },
      {
        type: "eventHistory.loaded",
        eventId: "ev-1",
        revisions: [makeRevision({ eventId: "ev-1" })],
      },
    );
    expect(eventHistoryView(store.getSnapshot().state, "ev-1")).toHaveLength(1);
    store.append({ type: "event.updated", event: { ...event, status: "cancelled" } });
    expect(eventView(store.getSnapshot().state, "ev-1")?.status).toBe("cancelled");
    store.append({ type: "event.removed", id: "ev-1" });
    expect(eventView(store.getSnapshot().state, "ev-1")).toBeUndefined();
    expect(eventHistoryView(store.getSnapshot().state, "ev-1")).toBeUndefined();
  });

  it("keeps the forwarding address, the rotated one replacing it", () => {
    const store = createDomainStore();
    expect(forwardingAddressView(store.getSnapshot().state)).toBeUndefined();
    store.append({ type: "forwardingAddress.loaded", address: makeForwardingAddress() });
    const rotated = makeForwardingAddress({ address: "new1234567@in.localhost" });
    store.append({ type: "forwardingAddress.rotated", address: rotated });
    expect(forwardingAddressView(store.getSnapshot().state)).toEqual(rotated);
  });

  it("projects the new resources with stable keys and memoised views", () => {
    expect(resourceKey({ kind: "eventHistory", id: "ev-1" })).toBe("eventHistory/ev-1");
    expect(resourceKey({ kind: "senderReview" })).toBe("senderReview");
    const store = storeWithReviews();
    const project = createProjector();
    const first = project(store.getSnapshot().state, { kind: "senderReview" });
    // An unrelated event leaves the view's object as it was.
    store.append({ type: "forwardingAddress.loaded", address: makeForwardingAddress() });
    expect(project(store.getSnapshot().state, { kind: "senderReview" })).toBe(first);
  });
});
