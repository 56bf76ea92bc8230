import { Config, Context, Data, Effect, Layer } from "effect";
import type { ExtractOptions, ExtractResult, ParsedMessage } from "../extract/types";
import { ExtractionStopped, ExtractorPool } from "./extractorPool";

/**
 * Reading a message gave no answer. `final` when the message itself is the
 * cause (it ran past the time limit or took its worker down): the intake
 * marks it failed at once rather than try the same again.
 */
export class ExtractionFailed extends Data.TaggedError("ExtractionFailed")<{
  readonly reason: string;
  readonly final: boolean;
}> {}

/**
 * The extractor the intake runs on each raw message (server/mail/extract),
 * in two steps so that a message from a sender nobody trusted yet is only
 * read (for its sender and subject), never extracted: `read` parses the
 * MIME, `extract` finds the events of a parsed message. A service, so a
 * test can stand in a failing or slow one.
 */
export interface ExtractorShape {
  readonly read: (
    raw: Uint8Array,
    timeZone: string,
  ) => Effect.Effect<ParsedMessage, ExtractionFailed>;
  readonly extract: (
    message: ParsedMessage,
    options: ExtractOptions,
  ) => Effect.Effect<ExtractResult, ExtractionFailed>;
}

export class Extractor extends Context.Tag("Extractor")<Extractor, ExtractorShape>() {}

/** Wall-clock time one step of reading one message may take. */
export const extractLimitMs = 15_000;

/**
 * Test knob: `INTAKE_EXTRACT_LIMIT_MS` lowers the limit, so a test can see
 * a message stopped without waiting the full limit.
 */
const limitMs = Config.integer("INTAKE_EXTRACT_LIMIT_MS").pipe(Config.withDefault(extractLimitMs));

/** Worker threads: as many as the intake's loops in one process (see worker.ts). */
const poolSize = 2;

/** Heap one worker may use: a message needing more ends its worker, never the server. */
const workerHeapMb = 512;

const failure = (error: unknown) =>
  error instanceof ExtractionStopped
    ? new ExtractionFailed({ reason: error.message, final: error.final })
    : new ExtractionFailed({ reason: String(error), final: false });

/** The extractor on a pool of worker threads, each request under a hard time limit. */
export const extractorOnPool = (pool: ExtractorPool): ExtractorShape => ({
  read: (raw, timeZone) =>
    Effect.tryPromise({
      try: () => pool.run({ kind: "read", raw, timeZone }) as Promise<ParsedMessage>,
      catch: failure,
    }),
  extract: (message, options) =>
    Effect.tryPromise({
      try: () => pool.run({ kind: "extract", message, options }) as Promise<ExtractResult>,
      catch: failure,
    }),
});

export const ExtractorLive = Layer.scoped(
  Extractor,
  Effect.gen(function* () {
    const limit = yield* limitMs.pipe(Effect.orElseSucceed(() => extractLimitMs));
    const pool = yield* Effect.acquireRelease(
      Effect.sync(
        () => new ExtractorPool({ size: poolSize, limitMs: limit, heapMb: workerHeapMb }),
      ),
      (pool) => Effect.promise(() => pool.close()),
    );
    return extractorOnPool(pool);
  }),
);
