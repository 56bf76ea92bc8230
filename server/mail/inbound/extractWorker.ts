/**
 * The extractor's side of the worker thread (see extractorPool.ts): reads
 * raw MIME and extracts events on request, one request at a time, so that
 * a message that takes too long can be stopped by ending the thread
 * without the server's own thread ever waiting on it.
 */
import { extractFromMessage, parseMessage } from "../extract/index";
import type { WorkerReply, WorkerRequest } from "./extractProtocol";

/** The answer to one request; never throws. */
export async function answer(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const value =
      request.kind === "read"
        ? await parseMessage(request.raw, { timeZone: request.timeZone })
        : await extractFromMessage(request.message, request.options);
    return { id: request.id, ok: true, value };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
