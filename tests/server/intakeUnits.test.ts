import { describe, expect, it } from "vitest";
import { emailOutcome, fieldsOf } from "../../server/mail/inbound/apply";
import { titleOverlap } from "../../server/mail/inbound/matching";
import { headerFallback } from "../../server/mail/inbound/process";
import { headerRecipients, sameSecret } from "../../server/mail/inbound/routes";
import { newSlug, slugOf } from "../../server/product/intake/repo";

describe("the intake's pure parts", () => {
  it("matches a change's title to the event it names, not to another", () => {
    expect(
      titleOverlap("Unfortunately the swimming gala", "Year 5 swimming gala"),
    ).toBeGreaterThanOrEqual(0.5);
    expect(titleOverlap("Swimming gala moved to Sunday", "Year 5 Swimming Gala")).toBe(1);
    expect(titleOverlap("CANCELLED: Chess club", "Swimming gala")).toBe(0);
    expect(titleOverlap("Emma's class trip", "Class trip to the museum")).toBeCloseTo(2 / 3);
    expect(titleOverlap("Cancelled", "Swimming gala")).toBe(0);
  });

  it("makes unguessable slugs and reads only its own shape on its own domain", () => {
    const slugs = new Set(Array.from({ length: 200 }, newSlug));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z2-7]{16}$/);
    const [slug] = slugs;
    expect(slugOf(`${slug?.toUpperCase()}@In.Example.org`, "in.example.org")).toBe(slug);
    expect(slugOf(`${slug}@other.example.org`, "in.example.org")).toBeNull();
    expect(slugOf("postmaster@in.example.org", "in.example.org")).toBeNull();
  });

  it("compares secrets whole, whatever their lengths", () => {
    expect(sameSecret("s3cret", "s3cret")).toBe(true);
    expect(sameSecret("s3cre", "s3cret")).toBe(false);
    expect(sameSecret("s3cretx", "s3cret")).toBe(false);
    expect(sameSecret("", "s3cret")).toBe(false);
  });

  it("reads recipients and a fallback sender from raw headers", () => {
    const raw = new TextEncoder().encode(
      'From: "School" <Office@School.org>\r\nTo: Family <a@in.x>,\r\n b@in.x\r\nCc: c@in.x\r\nSubject: Hi\r\n\r\nTo: not@header.x\r\n',
    );
    expect(headerRecipients(raw)).toEqual(["a@in.x", "b@in.x", "c@in.x"]);
    expect(headerFallback(raw)).toEqual({ from: "office@school.org", subject: "Hi" });
  });

  it("turns an extracted event into stored fields, repairing a missing end", () => {
    const base = {
      title: "Gala\u0000",
      location: "",
      timezone: "Not/AZone",
      confidence: 0.9,
      source: "text" as const,
      description: "",
      uid: null,
      sequence: null,
      recurrence: null,
      change: "new" as const,
      replaces: null,
      members: [],
    };
    expect(
      fieldsOf(
        { ...base, start: "2026-03-14T09:00:00+00:00", end: "garbage", allDay: false },
        "Europe/London",
        "suggested",
      ),
    ).toMatchObject({
      title: "Gala",
      startsAt: "2026-03-14T09:00:00.000Z",
      endsAt: "2026-03-14T10:00:00.000Z",
      timezone: "Europe/London",
    });
    expect(
      fieldsOf(
        { ...base, start: "2026-03-14", end: "2026-03-14", allDay: true },
        "UTC",
        "suggested",
      ),
    ).toMatchObject({ startsAt: "2026-03-14", endsAt: "2026-03-15" });
    expect(
      fieldsOf({ ...base, start: "soon", end: "", allDay: false }, "UTC", "suggested"),
    ).toBeNull();
  });

  it("says what an e-mail did", () => {
    const none = { created: 0, updated: 0, cancelled: 0, unchanged: 0, unmatchedCancels: 0 };
    expect(emailOutcome({ ...none, created: 2, cancelled: 1 }, 3)).toEqual({
      status: "processed",
      reason: "2 events found, 1 event cancelled",
    });
    expect(emailOutcome(none, 0)).toEqual({ status: "ignored", reason: "No events found" });
  });
});
