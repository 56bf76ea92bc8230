import { Console, Effect, Schema } from "effect";
import { loadStaticSite } from "../http/staticSite";
import { buildInPlace } from "./buildApp";
import { staleReason } from "./freshness";
import { type BuildPaths, buildPaths } from "./paths";

export class BuildFailed extends Schema.TaggedError<BuildFailed>()("BuildFailed", {
  message: Schema.String,
}) {
  static from(cause: unknown): BuildFailed {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new BuildFailed({ message: `The app could not be built: ${reason}` });
  }
}

/** What `npm start` does before serving: build when needed, then load the build. */
export const ensureBuild = (paths: BuildPaths = buildPaths()) =>
  Effect.gen(function* () {
    const reason = staleReason(paths);
    if (reason !== null) {
      yield* Console.log(`Building the app (${reason})...`);
      const started = performance.now();
      yield* Effect.tryPromise({ try: () => buildInPlace(paths), catch: BuildFailed.from });
      yield* Console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    return yield* Effect.try({ try: () => loadStaticSite(paths), catch: BuildFailed.from });
  }).pipe(Effect.withSpan("Build.ensure"));
