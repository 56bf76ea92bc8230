import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { AccountDeleted, AccountDeletion, PlanAllowance } from "./Account";
import { DataEnvelope } from "./Envelope";
import { BadRequest } from "./errors";
import { Authentication, FunctionsKey } from "./security";

/**
 * The account as a whole. `DELETE /user/me` deletes every row of the user,
 * their sign-in included (every session ends), after cancelling any
 * subscription at the billing provider; a wrong e-mail address answers 400
 * naming `email` and deletes nothing. `GET /plan` says what the plan allows.
 */
export class AccountApi extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.del("remove", "/user/me")
      .setPayload(AccountDeletion)
      .addSuccess(DataEnvelope(AccountDeleted))
      .addError(BadRequest),
  )
  .add(HttpApiEndpoint.get("plan", "/plan").addSuccess(DataEnvelope(PlanAllowance)))
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
