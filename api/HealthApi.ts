import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { DataEnvelope } from "./Envelope";
import { ServiceUnavailable } from "./errors";

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literal("pglite", "postgres"),
});
export type Health = typeof Health.Type;

/** `GET /api/health`: answers 200 only when the database answers a query. */
export class HealthApi extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("check", "/health")
    .addSuccess(DataEnvelope(Health))
    .addError(ServiceUnavailable),
) {}
