import type { SnapshotFrom } from "xstate";
import type { AuthFailure } from "../../services/authErrors";
import type { RequestMachine } from "./request.machine";
import type { AccountRequest, RequestEvent } from "./request.types";

export interface RequestView {
  readonly busy: boolean;
  readonly done: boolean;
  readonly error: AuthFailure | null;
  readonly request: AccountRequest | null;
  /** What the last request answered (the recovery codes it made, say); unknown to the view. */
  readonly output: unknown;
}

export interface RequestCommands {
  readonly submit: (request: AccountRequest) => void;
  readonly reset: () => void;
}

export function requestViewOf(snapshot: SnapshotFrom<RequestMachine>): RequestView {
  return {
    busy: snapshot.hasTag("busy"),
    done: snapshot.hasTag("done"),
    error: snapshot.context.error,
    request: snapshot.context.request,
    output: snapshot.context.output,
  };
}

export function requestCommands(send: (event: RequestEvent) => void): RequestCommands {
  return {
    submit: (request) => send({ type: "request.submit", request }),
    reset: () => send({ type: "request.reset" }),
  };
}
