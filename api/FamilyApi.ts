import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { DataEnvelope } from "./Envelope";
import { BadRequest, NotFound, NotModified, revalidatable } from "./errors";
import { FamilyMember, FamilyMemberInput, FamilyMemberUpdate } from "./FamilyMember";
import { PageEnvelope, PageParams } from "./Page";
import { Authentication, FunctionsKey } from "./security";

/** The family member calls of SPEC §7; members are listed oldest first. */
export class FamilyApi extends HttpApiGroup.make("family")
  .add(
    HttpApiEndpoint.get("list", "/user/me/family-members")
      .setUrlParams(PageParams)
      .addSuccess(PageEnvelope(FamilyMember))
      .addError(BadRequest)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.post("create", "/family-member")
      .setPayload(FamilyMemberInput)
      .addSuccess(DataEnvelope(FamilyMember), { status: 201 })
      .addError(BadRequest),
  )
  .add(
    HttpApiEndpoint.put("update", "/family-member/:Id")
      .setPath(Schema.Struct({ Id: Schema.String }))
      .setPayload(FamilyMemberUpdate)
      .addSuccess(DataEnvelope(FamilyMember))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.del("remove", "/family-member/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(DataEnvelope(FamilyMember))
      .addError(NotFound),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
