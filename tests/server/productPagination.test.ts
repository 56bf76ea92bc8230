import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "../../api/Page";
import { insertEmail } from "../../server/product/emails/repo";
import { insertEvent, listEvents } from "../../server/product/events/repo";
import { insertFamilyMember } from "../../server/product/family/repo";
import { engines } from "./support/databases";
import {
  errorOf,
  type ProductServer,
  request,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

interface Page {
  readonly data: ReadonlyArray<{ readonly id?: string; readonly Id?: string }>;
  readonly nextCursor: string | null;
}

const idOf = (row: { readonly id?: string; readonly Id?: string }) => row.id ?? row.Id ?? "";

describe.each(engines)("lists and their pages on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  /** Ids in the order each list must give them. */
  const expected: Record<string, Array<string>> = {};

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "pages");
    // Rows written in one transaction share now(), so the id alone breaks
    // their ties; events and e-mails also repeat their sort keys on purpose.
    await Effect.runPromise(
      server.database.transaction((sql) =>
        Effect.promise(async () => {
          const members = [];
          for (let index = 0; index < 23; index++) {
            members.push(
              await insertFamilyMember(sql, user.id, {
                Name: `Member ${index}`,
                Relationship: "child",
                Email: null,
                Color: "#123456",
                BirthDate: null,
              }),
            );
          }
          expected.members = members.map((row) => row.id).sort();
          const events = [];
          for (let index = 0; index < 120; index++) {
            const start = Date.UTC(2026, 8, 1 + (index % 9), 8 + (index % 3));
            events.push(
              await insertEvent(sql, user.id, {
                title: `Event ${index}`,
                description: "",
                startsAt: new Date(start).toISOString(),
                endsAt: new Date(start + 3_600_000).toISOString(),
                allDay: false,
                timezone: "UTC",
                location: "",
                status: index % 4 === 0 ? "confirmed" : "suggested",
              }),
            );
          }
          const byStart = (a: { startsAt: string; id: string }, b: typeof a) =>
            a.startsAt === b.startsAt ? (a.id < b.id ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1;
          expected.events = [...events].sort(byStart).map((event) => event.id);
          expected.confirmed = [...events]
            .filter((event) => event.status === "confirmed")
            .sort(byStart)
            .map((event) => event.id);
          const emails = [];
          for (let index = 0; index < 31; index++) {
            emails.push(
              await insertEmail(sql, user.id, {
                from: "school@example.org",
                to: user.email,
                subject: `Notice ${index}`,
                receivedAt: new Date(Date.UTC(2026, 8, 1 + (index % 5))),
                text: "",
              }),
            );
          }
          expected.emails = [...emails]
            .sort((a, b) =>
              a.receivedAt === b.receivedAt
                ? a.id < b.id
                  ? 1
                  : -1
                : a.receivedAt < b.receivedAt
                  ? 1
                  : -1,
            )
            .map((email) => email.id);
        }),
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const lists = [
    ["members", "/api/user/me/family-members", ""],
    ["events", "/api/event", ""],
    ["confirmed", "/api/event", "&status=confirmed"],
    ["emails", "/api/email", ""],
  ] as const;

  async function walk(path: string, extra: string, limit: number | null) {
    const ids: Array<string> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params = [
        limit === null ? "" : `limit=${limit}`,
        cursor === null ? "" : `cursor=${cursor}`,
      ].filter((part) => part !== "");
      const answer = await request(server, "GET", `${path}?${params.join("&")}${extra}`, { user });
      expect(answer.status, answer.text).toBe(200);
      const page = answer.json as Page;
      expect(page.data.length).toBeLessThanOrEqual(limit ?? PAGE_LIMIT_DEFAULT);
      ids.push(...page.data.map(idOf));
      cursor = page.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(200);
    } while (cursor !== null);
    return { ids, pages };
  }

  it.each(lists)(
    "walks every page of %s, each row once and in order",
    async (name, path, extra) => {
      for (const limit of [1, 2, 7, 23, PAGE_LIMIT_MAX, null]) {
        const { ids, pages } = await walk(path, extra, limit);
        expect(ids, `${name} by ${limit}`).toEqual(expected[name]);
        const size = limit ?? PAGE_LIMIT_DEFAULT;
        expect(pages).toBe(Math.max(1, Math.ceil((expected[name]?.length ?? 0) / size)));
      }
    },
  );

  it("answers at most the default number of rows without a limit", async () => {
    const answer = await request(server, "GET", "/api/event", { user });
    const page = answer.json as Page;
    expect(page.data).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(page.nextCursor).toBeTypeOf("string");
  });

  it.each(["0", "101", "-1", "1.5", "abc", "", "10abc"])(
    "refuses limit=%j with a 400 naming limit",
    async (limit) => {
      for (const [, path] of lists) {
        const answer = await request(server, "GET", `${path}?limit=${limit}`, { user });
        expect(answer.status).toBe(400);
        expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field: "limit" });
      }
    },
  );

  it("refuses a cursor it did not write with a 400 naming cursor", async () => {
    const forged = [
      "nope",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('["2026-02-30T00:00:00.000000","0b0e7b3c-4a4e-4f0e-9a53-2f1c8d6a9e10"]').toString(
        "base64url",
      ),
      Buffer.from('["2026-01-01T00:00:00.000000","not-a-uuid"]').toString("base64url"),
    ];
    for (const cursor of forged) {
      for (const [, path] of lists) {
        const answer = await request(server, "GET", `${path}?cursor=${cursor}`, { user });
        expect(answer.status).toBe(400);
        expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field: "cursor" });
      }
    }
  });
});

describe.each(engines)("event cursors to the microsecond on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  /** Event ids by start (then id), starts apart by microseconds only. */
  let expected: Array<string> = [];
  const starts = [
    "2026-09-01 08:00:00.000001+00",
    "2026-09-01 08:00:00.000002+00",
    "2026-09-01 08:00:00.00001+00",
    "2026-09-01 08:00:00.5+00",
    "2026-09-01 08:00:00.500001+00",
    "2026-09-01 08:00:00+00",
    "2026-09-01 08:00:00+00",
  ];

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "micro");
    expected = await Effect.runPromise(
      server.database.transaction((sql) =>
        Effect.promise(async () => {
          for (const [index, start] of starts.entries()) {
            const event = await insertEvent(sql, user.id, {
              title: `Micro ${index}`,
              description: "",
              startsAt: "2026-09-01T08:00:00.000Z",
              endsAt: "2026-09-01T09:00:00.000Z",
              allDay: false,
              timezone: "UTC",
              location: "",
              status: "suggested",
            });
            await sql.query("update calendar_event set starts_at = $2::timestamptz where id = $1", [
              event.id,
              start,
            ]);
          }
          const ordered = await sql.query<{ id: string }>(
            "select id::text as id from calendar_event where user_id = $1 order by starts_at, id",
            [user.id],
          );
          return ordered.map((row) => row.id);
        }),
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("walks them one and two at a time, each once and in order", async () => {
    for (const limit of [1, 2, 3]) {
      const ids: Array<string> = [];
      let cursor: string | null = null;
      do {
        const query: string = `limit=${limit}${cursor === null ? "" : `&cursor=${cursor}`}`;
        const answer = await request(server, "GET", `/api/event?${query}`, { user });
        expect(answer.status, answer.text).toBe(200);
        const page = answer.json as Page;
        ids.push(...page.data.map(idOf));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(ids, `by ${limit}`).toEqual(expected);
    }
  });

  it("shows the starts to the millisecond, as ISO instants", async () => {
    const answer = await request(server, "GET", "/api/event", { user });
    const page = answer.json as { data: Array<{ id: string; startsAt: string }> };
    const byId = new Map(page.data.map((event) => [event.id, event.startsAt]));
    expect(expected.map((id) => byId.get(id))).toEqual([
      "2026-09-01T08:00:00.000Z",
      "2026-09-01T08:00:00.000Z",
      "2026-09-01T08:00:00.000Z",
      "2026-09-01T08:00:00.000Z",
      "2026-09-01T08:00:00.000Z",
      "2026-09-01T08:00:00.500Z",
      "2026-09-01T08:00:00.500Z",
    ]);
  });

  it("reads the same instants and cursor keys whatever the session's time zone", async () => {
    const read = (zone: string) =>
      Effect.runPromise(
        server.database.transaction((sql) =>
          Effect.promise(async () => {
            await sql.exec(`set local time zone '${zone}'`);
            return listEvents(sql, user.id, {}, { limit: 3, after: null });
          }),
        ),
      );
    const utc = await read("UTC");
    // limit + 1 rows: the last one says there is a next page.
    expect(utc.map((row) => row.sort_key)).toEqual([
      null,
      null,
      "2026-09-01T08:00:00.000001",
      null,
    ]);
    for (const zone of ["America/St_Johns", "Asia/Kathmandu"]) {
      expect(await read(zone)).toEqual(utc);
    }
  });
});
