import { HttpApi, OpenApi } from "@effect/platform";
import { HealthApi } from "./HealthApi";

/** The product API under `/api`; both the server and the browser client derive from it. */
export class CorkboardApi extends HttpApi.make("corkboard")
  .add(HealthApi)
  .prefix("/api")
  .annotate(OpenApi.Title, "Corkboard API")
  .annotate(
    OpenApi.Description,
    "The product API of Corkboard. Responses are { data } envelopes.",
  ) {}
