import type { AnyMachineSnapshot } from "xstate";
import type { CredentialsEvent } from "../../../../src/machines/auth/auth.types";
import { callbackMachine } from "../../../../src/machines/callback/callback.machine";
import { guardMachine } from "../../../../src/machines/guard/guard.machine";
import { microsoftMachine } from "../../../../src/machines/microsoft/microsoft.machine";
import { MicrosoftError } from "../../../../src/services/Microsoft";
import { errors } from "../../../machines/support/authSamples";
import { guardEvents, guardInput } from "../../../machines/support/guardSamples";
import type { PathModel } from "../plan";
import { accountDoubles, callbackWorld, microsoftWorld } from "../worlds/account";
import { guardWorld } from "../worlds/data";
import { byValue, done, failed } from "./samples";

export const guardModel: PathModel = {
  machine: guardMachine,
  starts: [{ label: "a dashboard page", input: guardInput }],
  events: guardEvents,
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context]),
  world: guardWorld,
  doubles: "none: the guard has no actors (the app sends it `auth.changed` and `location.changed`)",
};

const fromLink: CredentialsEvent = { type: "callback.code", code: "code-1", codeVerifier: "v-1" };

export const callbackModel: PathModel = {
  machine: callbackMachine,
  starts: [
    { label: "a link without credentials", input: { link: { kind: "none" }, signedIn: false } },
    {
      label: "a link with an error",
      input: {
        link: { kind: "error", message: "Email link is invalid or has expired" },
        signedIn: false,
      },
    },
    {
      label: "a sign-in link",
      input: { link: { kind: "credentials", event: fromLink }, signedIn: false },
    },
    {
      label: "a sign-in link, already signed in",
      input: { link: { kind: "credentials", event: fromLink }, signedIn: true },
    },
  ],
  events: () => [done("forward"), failed("forward", errors.credentials)],
  serializeState: byValue,
  world: callbackWorld,
  doubles: accountDoubles,
};

const microsoftConfig = {
  clientId: "client-1",
  authority: "https://login.microsoftonline.com/common",
  redirectUri: "http://localhost/callback/microsoft",
};

export const microsoftModel: PathModel = {
  machine: microsoftMachine,
  starts: [
    { label: "the login page's button", input: { mode: "start", config: microsoftConfig } },
    { label: "the redirect target", input: { mode: "complete", config: microsoftConfig } },
  ],
  events: () => [
    { type: "microsoft.start" },
    done("startRedirect"),
    failed("startRedirect", new MicrosoftError({ message: "popup_window_error" })),
    done("completeRedirect", { idToken: "id-token-1", nonce: "nonce-1" }),
    done("completeRedirect", null),
    failed("completeRedirect", new MicrosoftError({ message: "interaction_required" })),
    done("signIn"),
    failed("signIn", errors.credentials),
  ],
  serializeState: byValue,
  world: microsoftWorld,
  doubles: `${accountDoubles}; the Microsoft service (MSAL) is ScriptedMicrosoft`,
};
