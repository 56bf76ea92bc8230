import { assign, setup } from "xstate";
import type { TotpEnrollment } from "../../services/authSchema";
import { errorOf, notProvided, outputOf } from "../auth/refresh.machine";
import { failureOf } from "../request/request.machine";
import type {
  TotpEnrolmentContext,
  TotpEnrolmentEvent,
  TotpEnrolmentTag,
  VerifyFactorInput,
} from "./totpEnrolment.types";

/**
 * Setting up an authenticator app: enrol a TOTP factor (the server answers
 * its QR code and secret), then verify it with the app's first code, which
 * also raises the session to aal2, then make its ten recovery codes, shown
 * once. Cancelling removes the unverified factor so its name can be used
 * again. The app provides the four actors.
 */

function friendlyNameFrom({ event }: { event: TotpEnrolmentEvent }): string {
  return event.type === "enrolment.start" ? event.friendlyName : "";
}

function enrollmentOf(context: TotpEnrolmentContext): TotpEnrollment {
  if (context.enrollment === null) throw new Error("No factor is being set up.");
  return context.enrollment;
}

function verifyInput({
  context,
  event,
}: {
  context: TotpEnrolmentContext;
  event: TotpEnrolmentEvent;
}): VerifyFactorInput {
  return {
    factorId: enrollmentOf(context).id,
    code: event.type === "code.submit" ? event.code : "",
  };
}

function factorIdFrom({ context }: { context: TotpEnrolmentContext }): string {
  return enrollmentOf(context).id;
}

export const totpEnrolmentMachine = setup({
  types: {
    context: {} as TotpEnrolmentContext,
    events: {} as TotpEnrolmentEvent,
    tags: {} as TotpEnrolmentTag,
  },
  actors: {
    enroll: notProvided<TotpEnrollment, string>("enroll"),
    verify: notProvided<void, VerifyFactorInput>("verify"),
    discard: notProvided<void, string>("discard"),
    makeRecoveryCodes: notProvided<ReadonlyArray<string>, void>("makeRecoveryCodes"),
  },
  actions: {
    assignEnrollment: assign({ enrollment: ({ event }) => outputOf<TotpEnrollment>(event) }),
    assignError: assign({ error: ({ event }) => failureOf(errorOf(event)) }),
    clearError: assign({ error: null }),
    assignRecoveryCodes: assign({
      recoveryCodes: ({ event }) => outputOf<ReadonlyArray<string>>(event),
    }),
    clear: assign({ enrollment: null, error: null, recoveryCodes: null }),
  },
}).createMachine({
  id: "totpEnrolment",
  context: { enrollment: null, error: null, recoveryCodes: null },
  initial: "idle",
  states: {
    idle: {
      on: { "enrolment.start": "enrolling" },
    },
    enrolling: {
      tags: ["busy"],
      entry: "clearError",
      invoke: {
        id: "enroll",
        src: "enroll",
        input: friendlyNameFrom,
        onDone: { target: "scanning", actions: "assignEnrollment" },
        onError: { target: "idle", actions: "assignError" },
      },
    },
    scanning: {
      tags: ["scanning"],
      on: {
        "code.submit": "verifying",
        "enrolment.cancel": "discarding",
      },
    },
    verifying: {
      tags: ["scanning", "busy"],
      entry: "clearError",
      invoke: {
        id: "verify",
        src: "verify",
        input: verifyInput,
        onDone: { target: "makingRecoveryCodes" },
        onError: { target: "scanning", actions: "assignError" },
      },
    },
    // The factor is on (aal2 now): its recovery codes, shown once. Without them the
    // factor still works; the Security section can make them later.
    makingRecoveryCodes: {
      tags: ["busy"],
      invoke: {
        id: "makeRecoveryCodes",
        src: "makeRecoveryCodes",
        onDone: { target: "verified", actions: "assignRecoveryCodes" },
        onError: { target: "verified" },
      },
    },
    // Best effort: an unverified factor left behind is listed, and can be removed there.
    discarding: {
      tags: ["busy"],
      invoke: {
        id: "discard",
        src: "discard",
        input: factorIdFrom,
        onDone: { target: "idle", actions: "clear" },
        onError: { target: "idle", actions: "clear" },
      },
    },
    verified: {
      tags: ["verified"],
      on: { "enrolment.reset": { target: "idle", actions: "clear" } },
    },
  },
});

export type TotpEnrolmentMachine = typeof totpEnrolmentMachine;
