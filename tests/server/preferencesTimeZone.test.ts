import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPreferences } from "../../api/Preferences";
import { readPreferences } from "../../server/product/preferences/repo";
import { engines } from "./support/databases";
import {
  apiClient,
  call,
  type ProductServer,
  request,
  runInTransaction,
  signUpUser,
  startProductServer,
} from "./support/product";

/** Issue 13: the family's zone comes from sign-up, and an unchosen one is said to be so. */
describe.each(engines)("the family's time zone on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is the zone the browser gave at sign-up, stored for the mail read later", async () => {
    const user = await signUpUser(server, "zone", { timezone: "America/New_York" });
    const api = await apiClient(server, user);
    const read = (await call(api.preferences.get())).data;
    expect(read.timezone).toBe("America/New_York");
    expect(read.timezoneConfirmed).toBe(true);
    // The intake reads the row without the token: the zone must be stored, not only answered.
    const stored = await runInTransaction(server.database, (sql) => readPreferences(sql, user.id));
    expect(stored.timezone).toBe("America/New_York");
  });

  it("is UTC marked as not chosen for an account that gave none", async () => {
    const user = await signUpUser(server, "nozone");
    const api = await apiClient(server, user);
    const read = (await call(api.preferences.get())).data;
    expect(read).toEqual(defaultPreferences());
    expect(read.timezoneConfirmed).toBe(false);
  });

  it("ignores a sign-up zone the runtime does not know", async () => {
    const user = await signUpUser(server, "badzone", { timezone: "Mars/Olympus" });
    const api = await apiClient(server, user);
    const read = (await call(api.preferences.get())).data;
    expect(read.timezone).toBe("UTC");
    expect(read.timezoneConfirmed).toBe(false);
  });

  it("is chosen once saved, and a client that sends no flag chose the zone it sends", async () => {
    const user = await signUpUser(server, "choose");
    const api = await apiClient(server, user);
    await call(
      api.preferences.update({
        payload: { ...defaultPreferences(), timezone: "UTC", timezoneConfirmed: false },
      }),
    );
    expect((await call(api.preferences.get())).data.timezoneConfirmed).toBe(false);
    const { timezoneConfirmed: _left, ...withoutFlag } = defaultPreferences("Asia/Tokyo");
    const answer = await request(server, "PUT", "/api/preferences", { user, body: withoutFlag });
    expect(answer.status).toBe(200);
    const read = (await call(api.preferences.get())).data;
    expect(read.timezone).toBe("Asia/Tokyo");
    expect(read.timezoneConfirmed).toBe(true);
  });
});
