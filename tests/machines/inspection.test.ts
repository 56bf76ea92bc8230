import { Effect } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import type { AnyActorRef, AnyEventObject, InspectionEvent } from "xstate";
import { startAuthRuntime } from "../../src/runtime/authRuntime";
import { startDataRuntime } from "../../src/runtime/dataRuntime";
import {
  type InspectorTarget,
  inspected,
  inspecting,
  inspectionAsked,
  inspectionWanted,
  startInspection,
  stopInspection,
} from "../../src/runtime/inspection";
import {
  apiTestLayer,
  makeEvent,
  makePreferences,
  newAccountApi,
} from "../../src/services/ApiTest";
import { answer, ScriptedAuth } from "../../src/services/AuthTest";
import { eventView } from "../../src/store/projections";
import { makeSession, testRuntimeConfig } from "./support/fixtures";

/**
 * Live inspection with a fake inspector in place of Stately's: a sign-in
 * on the real auth runtime (scripted Auth transport, no network) reaches it
 * as actors with readable ids and the events they received.
 */

const config = testRuntimeConfig;

class FakeInspector implements InspectorTarget {
  readonly events: Array<InspectionEvent> = [];
  readonly notes: Array<{ actor: string; event: AnyEventObject }> = [];
  readonly inspect = (event: InspectionEvent) => {
    this.events.push(event);
  };
  readonly note = (actor: AnyActorRef, event: AnyEventObject) => {
    this.notes.push({ actor: actor.id, event });
  };

  actorIds(): ReadonlyArray<string> {
    return this.events.flatMap((event) =>
      event.type === "@xstate.actor" ? [(event.actorRef as AnyActorRef).id] : [],
    );
  }

  /** `actor id ← event type`, for every event an actor received. */
  received(): ReadonlyArray<string> {
    return this.events.flatMap((event) =>
      event.type === "@xstate.event"
        ? [`${(event.actorRef as AnyActorRef).id} ← ${event.event.type}`]
        : [],
    );
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

afterEach(() => {
  stopInspection();
  localStorage.clear();
  sessionStorage.clear();
});

describe("live inspection", () => {
  it("reports the actors and events of a sign-in to the inspector, by readable ids", async () => {
    const fake = new FakeInspector();
    let loaded = false;
    startInspection(async () => {
      loaded = true;
      return fake;
    });
    window.history.replaceState(null, "", "/login");
    const session = makeSession({ now: Date.now(), tag: "inspected" });
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      answer({ session, user: session.user, redirectType: null, weakPassword: null }),
    );
    const runtime = await startAuthRuntime({ config, layer: transport.layer });
    try {
      await settle();
      runtime.auth.send({
        type: "signIn.password",
        email: "ada.lovelace@example.com",
        password: "Secret-123",
      });
      await settle();
      expect(runtime.auth.getSnapshot().hasTag("signedIn")).toBe(true);
    } finally {
      runtime.stop();
    }

    expect(loaded).toBe(true);
    const actors = fake.actorIds();
    expect(actors).toEqual(expect.arrayContaining(["auth", "guard", "authenticate"]));
    // No actor is reported under the session ids XState makes up (x:0, x:1...).
    expect(actors.filter((id) => /^x:\d+$/.test(id))).toEqual([]);
    const received = fake.received();
    expect(received).toContain("auth ← signIn.password");
    expect(received).toContain("auth ← xstate.done.actor.authenticate");
    expect(received).toContain("guard ← auth.changed");
    // The order is the sign-in's: the request, then its answer.
    expect(received.indexOf("auth ← signIn.password")).toBeLessThan(
      received.indexOf("auth ← xstate.done.actor.authenticate"),
    );
  });

  it("tells the inspector which store change a mutation began, by the id the store panel shows", async () => {
    const fake = new FakeInspector();
    startInspection(async () => fake);
    const runtime = startDataRuntime({
      layer: apiTestLayer({
        ...newAccountApi(),
        updatePreferences: (next) => Effect.succeed(next),
      }),
      focus: null,
    });
    try {
      const mutation = runtime.mutation("preferences.update");
      mutation.send({ type: "mutation.submit", payload: makePreferences() });
      await settle();
      expect(mutation.getSnapshot().hasTag("succeeded")).toBe(true);
      const tentative = runtime.store.getSnapshot().journal.find((entry) => entry.tentative);
      expect(tentative?.tentative).toBe("change-1");
      expect(fake.notes).toEqual([
        {
          actor: "mutation:preferences.update",
          event: { type: "store.tentative", change: "change-1", submission: 1 },
        },
        {
          actor: "mutation:preferences.update",
          event: { type: "store.committed", change: "change-1", submission: 1 },
        },
      ]);
      expect(fake.actorIds()).toContain("mutation:preferences.update");
    } finally {
      runtime.stop();
    }
  });

  it("reports loading Events and editing an event by the loader's and the mutation's names", async () => {
    const fake = new FakeInspector();
    startInspection(async () => fake);
    const event = makeEvent({ id: "event-7", title: "Swimming gala" });
    const runtime = startDataRuntime({
      layer: apiTestLayer({
        ...newAccountApi(),
        listEvents: () => Effect.succeed([event]),
        getEvent: () => Effect.succeed(event),
        updateEvent: (_id, changes) => Effect.succeed({ ...event, ...changes }),
      }),
      focus: null,
    });
    try {
      runtime.loaders.enter({ kind: "events" });
      await settle();
      expect(eventView(runtime.store.getSnapshot().state, "event-7")?.title).toBe("Swimming gala");
      const mutation = runtime.mutation("event.update");
      mutation.send({
        type: "mutation.submit",
        payload: { id: "event-7", changes: { title: "Swimming gala (finals)" } },
      });
      await settle();
      expect(mutation.getSnapshot().hasTag("succeeded")).toBe(true);
    } finally {
      runtime.stop();
    }

    const loader = "loader:events?from=&to=&status=";
    const actors = fake.actorIds();
    expect(actors).toEqual(expect.arrayContaining([loader, "mutation:event.update"]));
    expect(actors.filter((id) => /^x:\d+$/.test(id))).toEqual([]);
    // Loading Events, then the edit, and the edit marks the list stale.
    expect(fake.received().filter((line) => !line.endsWith("xstate.init"))).toEqual([
      `${loader} ← loader.load`,
      "load ← xstate.promise.resolve",
      `${loader} ← xstate.done.actor.load`,
      "mutation:event.update ← mutation.submit",
      "commit ← xstate.promise.resolve",
      "mutation:event.update ← xstate.done.actor.commit",
      `${loader} ← loader.invalidate`,
    ]);
    expect(fake.notes.map((note) => `${note.actor} ${note.event.type}`)).toEqual([
      "mutation:event.update store.tentative",
      "mutation:event.update store.committed",
    ]);
  });

  it("starts with the runtime in a build opened with ?inspect when the server allows it", async () => {
    const fake = new FakeInspector();
    window.history.replaceState(null, "", "/login?inspect");
    const refused = await startAuthRuntime({
      config: { ...config, inspect: false },
      layer: new ScriptedAuth().layer,
      inspector: async () => fake,
    });
    refused.stop();
    expect(inspecting()).toBe(false);
    const allowed = await startAuthRuntime({
      config: { ...config, inspect: true },
      layer: new ScriptedAuth().layer,
      inspector: async () => fake,
    });
    await settle();
    allowed.stop();
    expect(inspecting()).toBe(true);
    expect(fake.actorIds()).toEqual(expect.arrayContaining(["auth", "guard"]));
  });

  it("keeps what actors report before the inspector has loaded, and hands it over in order", async () => {
    const fake = new FakeInspector();
    let release: (target: InspectorTarget) => void = () => {};
    startInspection(() => new Promise((resolve) => (release = resolve)));
    const { createActor } = await import("xstate");
    const { guardMachine } = await import("../../src/machines/guard/guard.machine");
    const guard = createActor(
      guardMachine,
      inspected("guard", {
        input: { path: "/", search: "", auth: { loading: false, signedIn: false } },
      }),
    );
    guard.start();
    guard.send({ type: "location.changed", path: "/about", search: "" });
    expect(fake.events).toEqual([]);
    release(fake);
    await settle();
    expect(fake.actorIds()).toEqual(["guard"]);
    expect(fake.received()).toContain("guard ← location.changed");
    guard.stop();
  });

  it("is off unless started: actors get a readable id and no observer", () => {
    expect(inspecting()).toBe(false);
    const options = inspected("auth", { input: 1 });
    expect(options).toEqual({ id: "auth", input: 1 });
    startInspection(() => new Promise(() => {}));
    expect(inspected("auth").inspect).toBeTypeOf("function");
  });

  it("is on in development unless declined, and in a build only when asked and allowed", () => {
    expect(inspectionWanted({ development: true, serverAllows: false, asked: null })).toBe(true);
    expect(inspectionWanted({ development: true, serverAllows: false, asked: false })).toBe(false);
    expect(inspectionWanted({ development: false, serverAllows: false, asked: true })).toBe(false);
    expect(inspectionWanted({ development: false, serverAllows: true, asked: null })).toBe(false);
    expect(inspectionWanted({ development: false, serverAllows: true, asked: true })).toBe(true);
  });

  it("reads ?inspect from the address and remembers it for the tab", () => {
    expect(inspectionAsked("", sessionStorage)).toBeNull();
    expect(inspectionAsked("?inspect", sessionStorage)).toBe(true);
    expect(inspectionAsked("?tab=1", sessionStorage)).toBe(true);
    expect(inspectionAsked("?inspect=0", sessionStorage)).toBe(false);
    expect(inspectionAsked("", sessionStorage)).toBe(false);
    expect(inspectionAsked("?inspect=1", sessionStorage)).toBe(true);
  });
});
