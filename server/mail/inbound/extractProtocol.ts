/** The messages between the extractor pool and its worker threads. */
import type { ExtractOptions, ParsedMessage } from "../extract/types";

/** What the pool asks of a worker. */
export type WorkerTask =
  | { readonly kind: "read"; readonly raw: Uint8Array; readonly timeZone: string }
  | { readonly kind: "extract"; readonly message: ParsedMessage; readonly options: ExtractOptions };

/** A task as sent, numbered so its answer can be told apart. */
export type WorkerRequest = WorkerTask & { readonly id: number };

/** A worker's answer: the value, or the message of what went wrong. */
export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Sent once, when the extractor's modules are loaded and requests can be taken. */
export const readySignal = "ready";
