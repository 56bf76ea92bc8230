import { Effect } from "effect";
import { environmentProvider, type ServerConfig, serverConfig } from "../../../server/config";

/** Reads the real configuration from the given variables instead of the process env. */
export function configFrom(env: Record<string, string>): Promise<ServerConfig> {
  return Effect.runPromise(Effect.withConfigProvider(serverConfig, environmentProvider(env)));
}
