import type { AuthFailure } from "../../services/authErrors";
import type { TotpEnrollment } from "../../services/authSchema";

export interface TotpEnrolmentContext {
  /** The factor being set up: its QR code, secret and id. */
  readonly enrollment: TotpEnrollment | null;
  readonly error: AuthFailure | null;
  /** The recovery codes made once the factor is on, shown this once; null when none could be. */
  readonly recoveryCodes: ReadonlyArray<string> | null;
}

export type TotpEnrolmentEvent =
  | { readonly type: "enrolment.start"; readonly friendlyName: string }
  | { readonly type: "code.submit"; readonly code: string }
  | { readonly type: "enrolment.cancel" }
  | { readonly type: "enrolment.reset" };

export interface VerifyFactorInput {
  readonly factorId: string;
  readonly code: string;
}

export type TotpEnrolmentTag = "busy" | "scanning" | "verified";
