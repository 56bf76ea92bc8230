import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "./support/databases";
import {
  type ApiClient,
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  seedEvent,
  signUpUser,
  snapshotOf,
  startProductServer,
  type TestUser,
} from "./support/product";

// POST /api/event/status: one status for several events ("Confirm all" and its undo).

const someId = "0b0e7b3c-4a4e-4f0e-9a53-2f1c8d6a9e10";

describe.each(engines)("setting several events' status on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "status");
    api = await apiClient(server, user);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("confirms every event named, answers them in that order, and keeps each change in its history", async () => {
    const first = await seedEvent(server, user, { title: "Gala" });
    const second = await seedEvent(server, user, { title: "Parents' evening" });
    const untouched = await seedEvent(server, user, { title: "Cake sale" });
    const answer = await call(
      api.events.setStatus({
        payload: { ids: [second.id, first.id, second.id.toUpperCase()], status: "confirmed" },
      }),
    );
    expect(answer.data.map((event) => [event.id, event.status])).toEqual([
      [second.id, "confirmed"],
      [first.id, "confirmed"],
    ]);
    expect((await call(api.events.get({ path: { id: untouched.id } }))).data.status).toBe(
      "suggested",
    );
    const history = await call(api.events.history({ path: { id: first.id } }));
    expect(history.data.map((step) => step.change)).toContain("edited");

    // The undo: back to suggested, as they were.
    const undone = await call(
      api.events.setStatus({ payload: { ids: [first.id, second.id], status: "suggested" } }),
    );
    expect(undone.data.map((event) => event.status)).toEqual(["suggested", "suggested"]);
  });

  it("changes nothing when one id is not the user's event, and answers 404", async () => {
    const mine = await seedEvent(server, user);
    const other = await signUpUser(server, "other");
    const theirs = await seedEvent(server, other);
    const before = await snapshotOf(server, user.id);
    const theirsBefore = await snapshotOf(server, other.id);
    for (const ids of [
      [mine.id, theirs.id],
      [mine.id, someId],
      [mine.id, "not-an-id"],
    ]) {
      const answer = await request(server, "POST", "/api/event/status", {
        user,
        body: { ids, status: "confirmed" },
      });
      expect(answer.status).toBe(404);
      expect(errorOf(answer)?.code).toBe("not_found");
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
    expect(await snapshotOf(server, other.id)).toBe(theirsBefore);
  });

  it.each([
    [{ ids: [], status: "confirmed" }, "ids"],
    [{ ids: [someId], status: "cancelled" }, "status"],
    [{ ids: [someId] }, "status"],
    [{ status: "confirmed" }, "ids"],
  ])("refuses %j, naming %s, changing nothing", async (body, field) => {
    const before = await snapshotOf(server, user.id);
    const answer = await request(server, "POST", "/api/event/status", { user, body });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field });
    expect(await snapshotOf(server, user.id)).toBe(before);
  });

  it("needs the function key and a signed-in user", async () => {
    const body = { ids: [someId], status: "confirmed" };
    const noKey = await request(server, "POST", "/api/event/status", { user, key: null, body });
    expect(noKey.status).toBe(401);
    const noUser = await request(server, "POST", "/api/event/status", { user: null, body });
    expect(noUser.status).toBe(401);
  });
});
