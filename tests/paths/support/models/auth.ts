import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { authMachine } from "../../../../src/machines/auth/auth.machine";
import { refreshMachine } from "../../../../src/machines/auth/refresh.machine";
import {
  authEvents,
  authSerializeState,
  refreshEvents,
  refreshInput,
} from "../../../machines/support/authSamples";
import type { PathModel } from "../plan";
import { authDoubles, authWorld, tokenRefreshWorld } from "../worlds/auth";

/** Words for the auth events a tester meets, by the session they carry. */
const sessionWords: Record<string, string> = {
  "refresh-fresh": "a session",
  "refresh-expiring": "a session about to expire",
  "refresh-mfa": "a session that needs its second factor",
  "refresh-aal2": "a session with its second factor",
  "refresh-refreshed": "a refreshed session",
  "refresh-other-tab": "another tab's newer session",
  "refresh-other-user": "another user's session",
  "refresh-from-link": "the session from a link",
};

function sessionOf(value: unknown): string {
  const token = (value as { refresh_token?: string } | null)?.refresh_token;
  return token === undefined ? "no session" : (sessionWords[token] ?? token);
}

function describeAuthEvent(event: AnyEventObject): string | undefined {
  switch (event.type) {
    case "session.recovered":
      return `storage has ${sessionOf(event.session)}`;
    case "storage.changed":
      return `another tab stores ${sessionOf(event.session)}`;
    case "visibility.changed":
      return event.visible ? "the page becomes visible" : "the page is hidden";
    case "xstate.done.actor.refresh": {
      const output = event.output as { session?: unknown; error?: { code?: string } };
      return output.session
        ? "refresh answers 200"
        : `refresh fails (${output.error?.code ?? "error"})`;
    }
    default:
      return undefined;
  }
}

export const authModel: PathModel = {
  machine: authMachine,
  starts: [{ label: "a new page" }],
  events: authEvents,
  serializeState: authSerializeState,
  describeEvent: describeAuthEvent,
  world: authWorld,
  doubles: authDoubles,
};

export const tokenRefreshModel: PathModel = {
  machine: refreshMachine,
  starts: [{ label: "an expiring session", input: refreshInput }],
  events: refreshEvents,
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { failures: number }).failures > 0]),
  world: tokenRefreshWorld,
  doubles:
    "the Auth service is ScriptedAuth (each result is its answer to the `refresh` call the actor made)",
};
