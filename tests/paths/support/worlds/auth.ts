import { authActors } from "../../../../src/machines/auth/auth.actors";
import { provideAuth } from "../../../../src/machines/auth/auth.machine";
import { writeStoredSession } from "../../../../src/machines/auth/session";
import { ScriptedAuth } from "../../../../src/services/AuthTest";
import type { AuthError } from "../../../../src/services/authErrors";
import type { Session } from "../../../../src/services/authSchema";
import { answerAuthActor } from "../../../machines/support/authAnswers";
import { otherTabStores, setVisibility } from "../../../machines/support/browser";
import { callsOf, pendingCall, resultOf, type WorldOf } from "../world";

/** The auth machine as `provideAuth` makes it, over a scripted Auth service, in happy-dom's browser. */
export const authWorld: WorldOf = (planned, tools) => {
  const transport = new ScriptedAuth();
  const driver = {
    actor: { getSnapshot: tools.snapshot },
    transport,
    settle: tools.settle,
    advance: tools.advance,
  };
  return {
    logic: provideAuth(transport.layer),
    begin: async () => {
      localStorage.clear();
      setVisibility(true, false);
      // What storage holds is what `sessionSync` reads as the page starts.
      const first = planned.path.steps[1]?.event;
      if (first?.type === "session.recovered") {
        writeStoredSession(localStorage, first.session as Session | null);
      }
    },
    happen: async (event) => {
      if (event.type === "storage.changed") otherTabStores(event.session as Session | null);
      else if (event.type === "visibility.changed") setVisibility(event.visible as boolean);
      else if (resultOf(event) !== null) await answerAuthActor(driver, event);
      else return false;
      return true;
    },
    calls: () => callsOf({ Auth: transport }),
  };
};

export const authDoubles =
  "the Auth service is ScriptedAuth (each result is its answer to the call the actor made); local storage and the page's visibility are happy-dom's, another tab's write a `storage` event";

/** The token-refresh child as `authActors` makes it, over a scripted Auth service. */
export const tokenRefreshWorld: WorldOf = () => {
  const transport = new ScriptedAuth();
  return {
    logic: authActors(transport.layer).refresh,
    begin: async () => localStorage.clear(),
    happen: async (event) => {
      const result = resultOf(event);
      if (result === null) return false;
      const call = pendingCall(transport, "refresh");
      if (result.done) call.succeed(event.output);
      else call.fail(event.error as AuthError);
      return true;
    },
    calls: () => callsOf({ Auth: transport }),
  };
};
