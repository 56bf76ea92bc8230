import { Either, Schema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventListParams, EventUpdate } from "../../api/CalendarEvent";
import { EmailSend, EmailStatus } from "../../api/Email";
import { FamilyMemberInput, FamilyMemberUpdate } from "../../api/FamilyMember";
import { isTimeZone } from "../../api/fields";
import { PageParams } from "../../api/Page";
import { Preferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import {
  apiClient,
  call,
  errorOf,
  type ProductServer,
  type RawAnswer,
  request,
  seedEvent,
  signUpUser,
  snapshotOf,
  startProductServer,
  type TestUser,
} from "./support/product";

/** Kept modest: each run is an HTTP request. */
const numRuns = 40;

const decodes = (schema: Schema.Schema.AnyNoContext) => (value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value));

// Values that are not what a field wants, whatever the field.
// No NaN or infinities: JSON would send them as null, which some fields accept.
const finiteDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
const notString = fc.oneof(
  fc.integer(),
  finiteDouble,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);
const notBoolean = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant([]));
const blank = fc.stringMatching(/^[ \t\n]{0,6}$/);
const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 20 }).filter((text) => text.trim().length > max);
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `x${a}\u0000${b}`);
const badRequiredText = (max: number) => fc.oneof(notString, blank, tooLong(max), withNul);
const badFreeText = (max: number) => fc.oneof(notString, tooLong(max), withNul);
const notInSet = (values: ReadonlyArray<string>) =>
  fc.oneof(
    notString,
    fc.string().filter((text) => !values.includes(text)),
    fc.constantFrom(...values).map((value) => value.toUpperCase()),
  );
const badEmail = fc.oneof(
  notString.filter((value) => value !== null),
  fc.string().filter((text) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim())),
  fc.constantFrom("a@b", "a b@c.test", "a@@b.test", "@b.test", "a@b.test\u0000", "a@b.\u0007x"),
);
const badColor = fc.oneof(
  notString,
  fc.string().filter((text) => !/^#[0-9a-fA-F]{6}$/.test(text)),
  fc.constantFrom("#12345", "#1234567", "7c3aed", "#gggggg", "#7c3aed "),
);
const badDate = fc.oneof(
  notString.filter((value) => value !== null),
  fc.string().filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
  fc.constantFrom("2026-02-30", "2026-13-01", "0000-01-01", "0999-12-31", "2026-9-1", "20260901"),
);
const badInstant = fc.oneof(
  notString,
  fc.string(),
  fc.constantFrom(
    "2026-09-14T08:30:00",
    "2026-09-14 08:30:00Z",
    "2026-02-30T08:30:00Z",
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:00:00-05:00",
    "2026-09-14T25:00:00Z",
    "2026-09-14T24:00:00Z",
    "2026-09-14T08:60:00Z",
    "2026-09-14T08:30:00+24:00",
  ),
);
const badZone = fc.oneof(
  notString,
  fc.string().filter((text) => !isTimeZone(text)),
  fc.constantFrom("Mars/Olympus", "Europe/Londres", ""),
);
const badMinutes = fc.oneof(
  fc.string(),
  fc.boolean(),
  finiteDouble.filter((value) => !Number.isInteger(value)),
  fc.integer({ max: -1 }),
  fc.integer({ min: 10_081 }),
);

/** A valid payload with one field made bad (or removed); the field a 400 must name. */
const mutated = (
  valid: Record<string, unknown>,
  bad: Record<string, fc.Arbitrary<unknown>>,
  required: ReadonlyArray<string>,
) =>
  fc.oneof(
    ...Object.entries(bad).map(([field, values]) =>
      values.map((value) => ({ body: { ...valid, [field]: value } as unknown, field })),
    ),
    ...required.map((field) => {
      const { [field]: _removed, ...rest } = valid;
      return fc.constant({ body: rest as unknown, field });
    }),
  );

/** Whole bodies that are not the payload at all: JSON of another shape, or not JSON. */
const wrongBody = (schema: Schema.Schema.AnyNoContext) =>
  fc.oneof(
    fc
      .jsonValue()
      .filter((value) => !decodes(schema)(value))
      // Sent as text, so that a JSON string goes as JSON too.
      .map((value) => ({ body: JSON.stringify(value) as unknown, field: null as string | null })),
    fc
      .string()
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      })
      .map((text) => ({ body: text as unknown, field: "body" as string | null })),
  );

const validPreferences = {
  timezone: "Europe/London",
  weekStartsOn: "monday",
  trustedSenders: ["office@school.test"],
  autoConfirmEvents: false,
  digest: "off",
  reminderMinutes: 60,
};

const badPreferences = mutated(
  validPreferences,
  {
    timezone: badZone,
    weekStartsOn: notInSet(["monday", "sunday", "saturday"]),
    trustedSenders: fc.oneof(
      notString.filter((value) => !Array.isArray(value)),
      fc
        .tuple(fc.array(fc.emailAddress(), { maxLength: 4 }), badEmail, fc.nat(4))
        .map(([good, bad, at]) => [...good.slice(0, at), bad, ...good.slice(at)]),
      fc.constant(Array.from({ length: 201 }, (_, index) => `p${index}@school.test`)),
    ),
    autoConfirmEvents: notBoolean,
    timezoneConfirmed: notBoolean,
    feedNamesInTitle: notBoolean,
    digest: notInSet(["off", "daily", "weekly"]),
    reminderMinutes: badMinutes,
  },
  Object.keys(validPreferences),
);

const validMember = { Name: "Ada", Relationship: "child", Color: "#7c3aed" };
const badMemberFields = {
  Name: badRequiredText(80),
  Relationship: notInSet(["self", "partner", "child", "other"]),
  Email: badEmail,
  Color: badColor,
  BirthDate: badDate,
};

const badEventUpdate = mutated(
  {},
  {
    title: badRequiredText(200),
    description: badFreeText(5000),
    startsAt: badInstant,
    endsAt: badInstant,
    allDay: notBoolean,
    timezone: badZone,
    location: badFreeText(300),
    status: notInSet(["suggested", "confirmed", "dismissed"]),
    familyMemberIds: fc.oneof(
      notString.filter((value) => !Array.isArray(value)),
      fc.array(fc.oneof(fc.integer(), fc.constant(null)), { minLength: 1, maxLength: 3 }),
      fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
      fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: 51 }, () => "x")),
    ),
  },
  [],
);

// Well-formed but inconsistent with the event (timed, 08:30 to 15:00 UTC).
const inconsistentEventUpdate = fc.oneof(
  fc.constant({ body: { allDay: true } as unknown, field: "startsAt" }),
  fc
    .date({ min: new Date("2001-01-01"), max: new Date("2099-01-01"), noInvalidDate: true })
    .map((date) => ({
      body: { startsAt: date.toISOString().slice(0, 10) } as unknown,
      field: "startsAt",
    })),
  fc
    .date({
      min: new Date("2001-01-01"),
      max: new Date("2026-09-18T08:29:00Z"),
      noInvalidDate: true,
    })
    .map((date) => ({ body: { endsAt: date.toISOString() } as unknown, field: "endsAt" })),
  fc
    .tuple(
      fc.date({ min: new Date("2001-01-01"), max: new Date("2099-01-01"), noInvalidDate: true }),
      fc.nat(400),
    )
    .map(([end, back]) => ({
      body: {
        allDay: true,
        startsAt: new Date(end.getTime() + back * 86_400_000).toISOString().slice(0, 10),
        endsAt: end.toISOString().slice(0, 10),
      } as unknown,
      field: "endsAt",
    })),
);

const badSend = fc.oneof(
  mutated(
    { to: "support", subject: "Hello", text: "Hi" },
    {
      to: fc.oneof(badEmail, fc.emailAddress()),
      subject: badRequiredText(200),
      text: badRequiredText(10_000),
    },
    ["to", "subject", "text"],
  ),
);

const badPageParams = {
  limit: fc.oneof(
    fc.constantFrom("0", "101", "-1", "1.5", "abc", "", "1e3", "NaN", "Infinity"),
    fc.string().filter((text) => !decodes(PageParams)({ limit: text })),
  ),
  cursor: fc.oneof(
    fc.constantFrom(
      "",
      "abc",
      "W10",
      "WyJ4IiwieSJd",
      Buffer.from('["2026-01-01T00:00:00.000000","nope"]').toString("base64url"),
    ),
    fc.string(),
    fc.base64String().map((text) => text.replace(/=+$/, "")),
  ),
};

const badListParams = (extra: Record<string, fc.Arbitrary<string>>) => {
  const all = { ...badPageParams, ...extra };
  return fc.oneof(
    ...Object.entries(all).map(([field, values]) => values.map((value) => ({ field, value }))),
  );
};

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** A 400 in our shape naming a field: `field` itself, or one under it. */
function expectBadRequest(answer: RawAnswer, field: string | null, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBe(400);
  // Encoded as the contract's BadRequest, so the derived client decodes every 400 alike.
  expect((answer.json as { _tag?: string })._tag, what).toBe("BadRequest");
  const error = errorOf(answer);
  expect(error?.code, what).toBe("invalid_request");
  expect(error?.field, what).toBeTypeOf("string");
  expect(error?.message?.startsWith(`${error?.field}: `), what).toBe(true);
  if (field !== null) expect(error?.field?.split(".")[0], what).toBe(field);
}

describe.each(engines)("bad requests on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let memberId: string;
  let eventId: string;
  let before: string;

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "fuzz");
    const api = await apiClient(server, user);
    memberId = (
      await call(
        api.family.create({
          payload: { ...validMember, Relationship: "child", Email: null, BirthDate: null },
        }),
      )
    ).data.Id;
    await call(
      api.preferences.update({
        payload: {
          ...validPreferences,
          timezoneConfirmed: true,
          feedNamesInTitle: true,
          weekStartsOn: "monday",
          digest: "off",
        },
      }),
    );
    eventId = (await seedEvent(server, user)).id;
    before = await snapshotOf(server, user.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const property = async (
    method: string,
    path: () => string,
    cases: fc.Arbitrary<{ readonly body: unknown; readonly field: string | null }>,
  ) => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ body, field }) => {
        const answer = await request(server, method, path(), { user, body });
        expectBadRequest(answer, field, `${method} ${path()} ${JSON.stringify(body)}`);
      }),
      { numRuns },
    );
    expect(await snapshotOf(server, user.id)).toBe(before);
  };

  it("PUT /preferences", () =>
    property("PUT", () => "/api/preferences", fc.oneof(badPreferences, wrongBody(Preferences))));

  it("POST /family-member", () =>
    property(
      "POST",
      () => "/api/family-member",
      fc.oneof(
        mutated(validMember, badMemberFields, ["Name", "Relationship", "Color"]),
        wrongBody(FamilyMemberInput),
      ),
    ));

  it("PUT /family-member/{Id}", () =>
    property(
      "PUT",
      () => `/api/family-member/${memberId}`,
      fc.oneof(
        mutated(
          { Id: memberId, ...validMember },
          {
            ...badMemberFields,
            Id: fc.oneof(
              notString,
              fc.uuid(),
              fc.string().filter((id) => id !== memberId),
            ),
          },
          ["Id", "Name", "Relationship", "Color"],
        ),
        wrongBody(FamilyMemberUpdate),
      ),
    ));

  it("PUT /event/{id}", () =>
    property(
      "PUT",
      () => `/api/event/${eventId}`,
      fc.oneof(badEventUpdate, inconsistentEventUpdate, wrongBody(EventUpdate)),
    ));

  it("POST /email/send", () =>
    property("POST", () => "/api/email/send", fc.oneof(badSend, wrongBody(EmailSend))));

  it.each([
    ["/api/user/me/family-members", {}],
    [
      "/api/event",
      {
        from: fc.string().filter((text) => !decodes(EventListParams)({ from: text })),
        to: badInstant
          .map((value) => (typeof value === "string" ? value : JSON.stringify(value)))
          .filter((text) => !decodes(EventListParams)({ to: text })),
        status: fc.string().filter((text) => !decodes(EventListParams)({ status: text })),
      },
    ],
    ["/api/email", { status: fc.string().filter((text) => !decodes(EmailStatus)(text)) }],
  ] as const)("GET %s with bad parameters", async (path, extra) => {
    await fc.assert(
      fc.asyncProperty(badListParams(extra), async ({ field, value }) => {
        const answer = await request(server, "GET", `${path}${query({ [field]: value })}`, {
          user,
        });
        expectBadRequest(answer, field, `${path} ${field}=${JSON.stringify(value)}`);
      }),
      { numRuns },
    );
  });

  it("answers 400 for a body that is not JSON, or no body at all", async () => {
    for (const [method, path] of [
      ["PUT", "/api/preferences"],
      ["POST", "/api/family-member"],
      ["PUT", `/api/family-member/${memberId}`],
      ["PUT", `/api/event/${eventId}`],
      ["POST", "/api/email/send"],
    ] as const) {
      const notJson = await request(server, method, path, { user, body: "{not json" });
      expectBadRequest(notJson, "body", `${method} ${path} not JSON`);
      // A reshaped answer still passes through the server's other middleware.
      expect(notJson.headers.get("x-content-type-options")).toBe("nosniff");
      expectBadRequest(
        await request(server, method, path, { user, body: "" }),
        "body",
        `${method} ${path} empty`,
      );
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
  });

  it("answers 404, never 500, for any id in a path", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((id) => id !== "." && id !== ".."),
        fc.constantFrom(
          ["GET", "/api/event/"],
          ["GET", "/api/email/"],
          ["DELETE", "/api/family-member/"],
          ["GET", "/api/event/email/"],
        ),
        async (id, [method, prefix]) => {
          const answer = await request(server, method, `${prefix}${encodeURIComponent(id)}`, {
            user,
          });
          expect(answer.status, `${method} ${prefix}${id}`).toBe(404);
        },
      ),
      { numRuns },
    );
    expect(await snapshotOf(server, user.id)).toBe(before);
  });
});
