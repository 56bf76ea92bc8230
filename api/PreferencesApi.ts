import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { DataEnvelope } from "./Envelope";
import { BadRequest, NotModified, revalidatable } from "./errors";
import { Preferences } from "./Preferences";
import { Authentication, FunctionsKey } from "./security";

/** `GET/PUT /preferences` (SPEC §7). */
export class PreferencesApi extends HttpApiGroup.make("preferences")
  .add(
    HttpApiEndpoint.get("get", "/preferences")
      .addSuccess(DataEnvelope(Preferences))
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.put("update", "/preferences")
      .setPayload(Preferences)
      .addSuccess(DataEnvelope(Preferences))
      .addError(BadRequest),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
