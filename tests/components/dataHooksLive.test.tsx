import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor as waitForActor } from "xstate";
import { DataProvider, setLiveDataRuntimeFactory } from "../../src/data/DataProvider";
import { useQuery } from "../../src/data/hooks";
import { writeStoredSession } from "../../src/machines/auth/session";
import { startAuthRuntime } from "../../src/runtime/authRuntime";
import { loadAuthRuntime, setAuthRuntimeLoader } from "../../src/runtime/authRuntimeStore";
import { startLiveDataRuntime } from "../../src/runtime/dataRuntime";
import { makeMember } from "../../src/services/ApiTest";
import { answer, ScriptedAuth } from "../../src/services/AuthTest";
import { liveSession, testConfig } from "./support/appHarness";

/**
 * The live data runtime, as the dashboard gets it from `<DataProvider>`
 * without props: the Api service from `/config.json` (function key, base
 * URL) and the access token of the auth machine's session, over fetch.
 */

afterEach(() => {
  cleanup();
  setLiveDataRuntimeFactory(null);
  vi.unstubAllGlobals();
});

function MemberNames() {
  const members = useQuery({ kind: "familyMembers" });
  if (members.status !== "ready") return <p>{members.status}</p>;
  return <p>{members.data?.map((member) => member.Name).join(", ")}</p>;
}

describe("the live data runtime", () => {
  it("calls the product API with the config's function key and the session's token", async () => {
    const session = liveSession();
    writeStoredSession(localStorage, session);
    setAuthRuntimeLoader(() =>
      startAuthRuntime({
        config: { ...testConfig, functionsKey: "the-key" },
        layer: new ScriptedAuth().layer,
      }),
    );
    const runtime = await loadAuthRuntime();
    await waitForActor(runtime.auth, (snapshot) => snapshot.hasTag("signedIn"));

    const requests: Array<{ url: string; headers: Headers }> = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(
        JSON.stringify({ data: [makeMember({ Name: "Ada" })], nextCursor: null }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    });

    await act(async () => {
      render(
        <DataProvider>
          <MemberNames />
        </DataProvider>,
      );
    });
    expect(await screen.findByText("Ada")).toBeTruthy();
    const liveUrl = `${window.location.origin}/api/live`;
    const reads = requests.filter((request) => request.url !== liveUrl);
    expect(reads).toHaveLength(1);
    const [request] = reads;
    expect(request?.url).toBe(`${window.location.origin}/api/user/me/family-members?limit=100`);
    expect(request?.headers.get("x-functions-key")).toBe("the-key");
    expect(request?.headers.get("authorization")).toBe(`Bearer ${session.access_token}`);
    // The live connection (fetch, not EventSource) sends the same two headers.
    const live = requests.find((candidate) => candidate.url === liveUrl);
    expect(live?.headers.get("x-functions-key")).toBe("the-key");
    expect(live?.headers.get("authorization")).toBe(`Bearer ${session.access_token}`);
    expect(live?.headers.get("accept")).toBe("text/event-stream");
  });
});

describe("the live connection", () => {
  it("runs while signed in and stops at sign-out", async () => {
    writeStoredSession(localStorage, liveSession());
    const transport = new ScriptedAuth().script("signOut", answer(undefined));
    setAuthRuntimeLoader(() => startAuthRuntime({ config: testConfig, layer: transport.layer }));
    const auth = await loadAuthRuntime();
    await waitForActor(auth.auth, (snapshot) => snapshot.hasTag("signedIn"));
    // A stream that opens and then stays quiet.
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(new ReadableStream(), {
          status: 200,
          headers: { "content-type": "text/event-stream" },
        }),
    );
    const data = startLiveDataRuntime(auth);
    try {
      const live = data.live;
      if (live === null) throw new Error("No live connection while signed in");
      await waitForActor(live, (snapshot) => snapshot.hasTag("open"));
      await act(() => auth.signOut());
      await waitForActor(live, (snapshot) => snapshot.hasTag("stopped"));
      expect(live.getSnapshot().status).toBe("done");
      // A runtime made without a session has no live connection at all.
      const signedOut = startLiveDataRuntime(auth);
      expect(signedOut.live).toBeNull();
      signedOut.stop();
    } finally {
      data.stop();
    }
  });
});
