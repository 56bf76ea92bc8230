import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { parseCallbackLink } from "../../machines/callback/callbackLink";
import { callbackLogic } from "../../runtime/accountActors";
import { useAuthView, useRuntime } from "../../runtime/hooks";
import { inspected } from "../../runtime/inspection";
import type { AuthFailure } from "../../services/authErrors";

export interface CallbackLinkView {
  /** The link's credentials are being exchanged. */
  readonly busy: boolean;
  readonly done: boolean;
  readonly failed: boolean;
  /** The URL carried nothing to act on. */
  readonly none: boolean;
  readonly error: AuthFailure | null;
}

/**
 * The auth link in this page's URL, handled once by a callback actor (see
 * callback.machine.ts). The URL is read when the page first renders.
 */
export function useCallbackLink(): CallbackLinkView {
  const runtime = useRuntime();
  const { signedIn } = useAuthView();
  const [logic] = useState(() => callbackLogic(runtime));
  const [input] = useState(() => ({
    link: parseCallbackLink(window.location.search, window.location.hash),
    signedIn,
  }));
  const actor = useActorRef(logic, inspected("callback", { input }));
  return useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag("busy"),
      done: snapshot.hasTag("done"),
      failed: snapshot.hasTag("failed"),
      none: snapshot.hasTag("none"),
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
}
