import { Context, Layer } from "effect";
import type { ExtractOptions, ExtractResult } from "../extract/types";

/**
 * The extractor the worker runs on each raw message (server/mail/extract).
 * A service, so a test can stand in a failing or slow one.
 */
export interface ExtractorShape {
  readonly extract: (raw: Uint8Array, options: ExtractOptions) => Promise<ExtractResult>;
}

export class Extractor extends Context.Tag("Extractor")<Extractor, ExtractorShape>() {}

// Loaded on first use: the library's parsers (PDF text among them) are
// heavy, and a server that never receives mail need not load them.
let loaded: Promise<typeof import("../extract/index")> | null = null;

export const ExtractorLive = Layer.succeed(Extractor, {
  extract: async (raw, options) => {
    loaded ??= import("../extract/index");
    return (await loaded).extractFromRaw(raw, options);
  },
});
