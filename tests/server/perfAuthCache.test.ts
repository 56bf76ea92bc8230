import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { type CurrentUserShape, Unauthorized } from "../../api/security";
import { ExpiringCache, rememberingVerify } from "../../server/http/authentication";

/** A clock the test moves by hand. */
const clock = (start = 1_700_000_000_000) => {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

const user = (id: string): CurrentUserShape => ({
  id,
  email: `${id}@family.test`,
  aal: "aal1",
  sessionId: `session-${id}`,
});

describe("the expiring cache the verifier keeps", () => {
  it("forgets an entry when its time comes", () => {
    const time = clock();
    const cache = new ExpiringCache<string>(10, time.now);
    cache.set("a", "A", time.now() + 1_000);
    time.advance(999);
    expect(cache.get("a")).toBe("A");
    time.advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep an entry that has already lapsed", () => {
    const time = clock();
    const cache = new ExpiringCache<string>(10, time.now);
    cache.set("a", "A", time.now());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds at most its capacity, dropping the least recently used first", () => {
    const time = clock();
    const cache = new ExpiringCache<number>(3, time.now);
    const until = time.now() + 60_000;
    for (const key of ["a", "b", "c"]) cache.set(key, key.charCodeAt(0), until);
    expect(cache.get("a")).toBe(97); // now the most recently used
    cache.set("d", 100, until);
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([97, 99, 100]);
  });
});

describe("remembering verified tokens", () => {
  const setup = (claims: (token: string) => { exp?: unknown; fails?: boolean }) => {
    const time = clock();
    const verified: Array<string> = [];
    const verify = rememberingVerify(
      (token) =>
        Effect.suspend(() => {
          verified.push(token);
          const { exp, fails } = claims(token);
          return fails === true
            ? Effect.fail(Unauthorized.because("invalid_token", "bad signature"))
            : Effect.succeed({ user: user(token), exp });
        }),
      new ExpiringCache<CurrentUserShape>(100, time.now),
      time.now,
    );
    const run = (token: string) => Effect.runSyncExit(verify(token));
    return { time, verified, run };
  };

  it("verifies a token once, then answers from memory until it expires", () => {
    const start = clock().now();
    const exp = Math.floor(start / 1000) + 60;
    const { time, verified, run } = setup(() => ({ exp }));
    expect(run("t1")).toEqual(Exit.succeed(user("t1")));
    expect(run("t1")).toEqual(Exit.succeed(user("t1")));
    expect(verified).toEqual(["t1"]);
    // jose refuses a token once exp <= now: so must the memory.
    time.advance(exp * 1000 - start - 1);
    run("t1");
    expect(verified).toEqual(["t1"]);
    time.advance(1);
    run("t1");
    expect(verified).toEqual(["t1", "t1"]);
  });

  it("verifies again after ten minutes, however long the token lives", () => {
    const start = clock().now();
    const { time, verified, run } = setup(() => ({ exp: Math.floor(start / 1000) + 86_400 }));
    run("t1");
    time.advance(10 * 60_000 - 1);
    run("t1");
    expect(verified).toEqual(["t1"]);
    time.advance(1);
    run("t1");
    expect(verified).toEqual(["t1", "t1"]);
  });

  it("never remembers a failure, nor a token without an expiry", () => {
    const { verified, run } = setup((token) =>
      token === "bad" ? { exp: 9_999_999_999, fails: true } : {},
    );
    expect(Exit.isFailure(run("bad"))).toBe(true);
    expect(Exit.isFailure(run("bad"))).toBe(true);
    run("no-exp");
    run("no-exp");
    expect(verified).toEqual(["bad", "bad", "no-exp", "no-exp"]);
  });

  it("keys by the exact token text", () => {
    const { verified, run } = setup(() => ({ exp: 9_999_999_999 }));
    run("t1");
    run("t1 ");
    run("T1");
    expect(verified).toEqual(["t1", "t1 ", "T1"]);
  });
});
