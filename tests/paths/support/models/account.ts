import { requestMachine } from "../../../../src/machines/request/request.machine";
import type { AccountRequest } from "../../../../src/machines/request/request.types";
import { totpEnrolmentMachine } from "../../../../src/machines/totpEnrolment/totpEnrolment.machine";
import { errors } from "../../../machines/support/authSamples";
import type { PathModel } from "../plan";
import { accountDoubles, enrollment, requestWorld, totpEnrolmentWorld } from "../worlds/account";
import { byValue, done, failed } from "./samples";

const recover: AccountRequest = {
  kind: "password.recover",
  email: "ada.lovelace@example.com",
  redirectTo: "http://localhost/reset-password",
};

export const requestModel: PathModel = {
  machine: requestMachine,
  starts: [{ label: "a form" }],
  events: () => [
    { type: "request.submit", request: recover },
    { type: "request.reset" },
    done("perform", { sent: true }),
    failed("perform", errors.retryable),
  ],
  serializeState: byValue,
  world: requestWorld,
  doubles: accountDoubles,
};

export const totpEnrolmentModel: PathModel = {
  machine: totpEnrolmentMachine,
  starts: [{ label: "the security page" }],
  events: () => [
    { type: "enrolment.start", friendlyName: "Phone" },
    { type: "code.submit", code: "123456" },
    { type: "enrolment.cancel" },
    { type: "enrolment.reset" },
    done("enroll", enrollment),
    failed("enroll", errors.sessionMissing),
    done("verify"),
    failed("verify", errors.wrongCode),
    done("makeRecoveryCodes", ["k3m9-x2p7", "q8w4-z6n1"]),
    failed("makeRecoveryCodes", errors.retryable),
    done("discard"),
    failed("discard", errors.retryable),
  ],
  serializeState: byValue,
  world: totpEnrolmentWorld,
  doubles: accountDoubles,
};
