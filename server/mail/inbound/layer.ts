import { Layer } from "effect";
import type { ServerConfig } from "../../config";
import { ExtractorLive } from "./extractor";
import { inboundSmtpLayer } from "./smtp";
import { IntakeWorkerLive } from "./worker";

/**
 * The intake beside the HTTP server: inbound SMTP on SMTP_PORT and the
 * queue worker. Every server process runs both; they share the queue
 * through the database.
 */
export const intakeLayer = (
  config: Pick<ServerConfig, "smtpPort" | "host" | "mailDomain" | "dataDir">,
) => Layer.merge(inboundSmtpLayer(config), IntakeWorkerLive()).pipe(Layer.provide(ExtractorLive));
