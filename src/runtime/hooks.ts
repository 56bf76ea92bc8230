import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import { type AuthView, viewOf } from "../machines/auth/auth.connect";
import type { AuthEvent } from "../machines/auth/auth.types";
import {
  type RequestCommands,
  type RequestView,
  requestCommands,
  requestViewOf,
} from "../machines/request/request.connect";
import { requestLogic } from "./accountActors";
import { useAuthRuntime } from "./authRuntimeStore";
import { inspected } from "./inspection";
import type { AuthRuntime } from "./runtime.types";

/**
 * Hooks for the pages behind the app gate, which renders them only once the
 * auth runtime has loaded.
 */

export function useRuntime(): AuthRuntime {
  const runtime = useAuthRuntime();
  if (runtime === null)
    throw new Error("This page needs the auth runtime: render it behind the app gate.");
  return runtime;
}

/** The auth machine as the pages read it (connect fields, never state paths). */
export function useAuthView(): AuthView {
  return useSelector(useRuntime().auth, viewOf, shallowEqual);
}

export function useSendAuth(): (event: AuthEvent) => void {
  return useRuntime().auth.send;
}

/** One form's request actor (see request.machine.ts), with its view and commands. */
export function useAccountRequest(): RequestView & RequestCommands {
  const runtime = useRuntime();
  const [logic] = useState(() => requestLogic(runtime));
  const actor = useActorRef(logic, inspected("request"));
  const view = useSelector(actor, requestViewOf, shallowEqual);
  const commands = useMemo(() => requestCommands(actor.send), [actor]);
  return { ...view, ...commands };
}
