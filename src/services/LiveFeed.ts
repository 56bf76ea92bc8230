import { Option, Schema } from "effect";
import { ErrorDetail } from "../../api/Envelope";
import { LiveChange } from "../../api/Intake";
import type { DataFailure } from "../machines/data/dataFailure";
import type { ApiConfig } from "./Api";
import { createSseReader } from "./sse";

/**
 * `GET /api/live`: the server's stream of changes to the user's data, with
 * the same `x-functions-key` and bearer headers as every other call (hence
 * fetch and a stream reader rather than EventSource). The live machine's
 * `connection` actor runs it; reconnecting and timeouts are the machine's.
 */

export const LIVE_PATH = "/api/live";

export interface LiveFeedListener {
  /** The server answered 200 with an event stream. */
  readonly opened: () => void;
  readonly change: (change: LiveChange) => void;
  /** A ping or any other sign of life. */
  readonly heard: () => void;
  /** The stream ended or could not be opened; called at most once, never after `cancel`. */
  readonly closed: (failure: DataFailure) => void;
}

const decodeChange = Schema.decodeUnknownOption(Schema.parseJson(LiveChange));

const ENDED: DataFailure = { code: "closed", message: "The live connection ended.", status: 0 };

function failureOf(status: number): DataFailure {
  return { code: `http_${status}`, message: `Corkboard answered ${status}.`, status };
}

const decodeErrorBody = Schema.decodeUnknownOption(
  Schema.parseJson(Schema.Struct({ error: ErrorDetail })),
);

/** A refusal with the server's own code (`insufficient_aal` is not cured by a refresh). */
async function refusalOf(response: Response): Promise<DataFailure> {
  const text = await response.text().catch(() => "");
  return Option.match(decodeErrorBody(text), {
    onNone: () => failureOf(response.status),
    onSome: ({ error }) => ({ code: error.code, message: error.message, status: response.status }),
  });
}

/** Opens the stream; the returned function closes it (and silences the listener). */
export function openLiveFeed(
  config: ApiConfig,
  listener: LiveFeedListener,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): () => void {
  const controller = new AbortController();
  let done = false;
  const close = (failure: DataFailure) => {
    if (done) return;
    done = true;
    listener.closed(failure);
  };
  const headers: Record<string, string> = {
    accept: "text/event-stream",
    "x-functions-key": config.functionsKey,
  };
  const token = config.accessToken();
  if (token !== null) headers.authorization = `Bearer ${token}`;

  const run = async () => {
    const response = await fetchImpl(`${config.baseUrl}${LIVE_PATH}`, {
      headers,
      signal: controller.signal,
      cache: "no-store",
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok) return close(await refusalOf(response));
    if (response.body === null || !type.startsWith("text/event-stream")) {
      await response.body?.cancel().catch(() => {});
      return close(failureOf(502));
    }
    listener.opened();
    const reader = createSseReader({
      message: ({ event, data }) => {
        if (done) return;
        if (event !== "change") return listener.heard();
        const change = decodeChange(data);
        // A change this version does not know is still a sign of life.
        if (change._tag === "Some") listener.change(change.value);
        else listener.heard();
      },
      heard: () => {
        if (!done) listener.heard();
      },
    });
    const body = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const chunk = await body.read();
      if (chunk.done) return close(ENDED);
      reader.push(chunk.value);
    }
  };

  run().catch((error: unknown) => {
    if (controller.signal.aborted) return;
    close({
      code: "network",
      message: error instanceof Error ? error.message : "The live connection failed.",
      status: 0,
    });
  });

  return () => {
    done = true;
    controller.abort();
  };
}
