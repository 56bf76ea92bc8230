import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { DataEnvelope } from "./Envelope";
import { BadRequest, NotFound, NotModified, revalidatable } from "./errors";
import { ForwardingAddress, SenderDecided, SenderDecision, SenderReview } from "./Intake";
import { Authentication, FunctionsKey } from "./security";

/**
 * The intake calls: the user's forwarding address (created on first read,
 * rotated on demand: the old address refuses mail at once) and the review
 * list of new senders. Live changes are `GET /api/live`, a plain route
 * outside this group because it streams.
 */
export class IntakeApi extends HttpApiGroup.make("intake")
  .add(
    HttpApiEndpoint.get("forwardingAddress", "/forwarding-address").addSuccess(
      DataEnvelope(ForwardingAddress),
    ),
  )
  .add(
    HttpApiEndpoint.post("rotateForwardingAddress", "/forwarding-address/rotate").addSuccess(
      DataEnvelope(ForwardingAddress),
    ),
  )
  .add(
    HttpApiEndpoint.get("senderReview", "/sender-review")
      .addSuccess(DataEnvelope(Schema.Array(SenderReview)))
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.post("decideSender", "/sender-review")
      .setPayload(SenderDecision)
      .addSuccess(DataEnvelope(SenderDecided))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
