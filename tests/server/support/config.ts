import { ConfigProvider, Effect } from "effect";
import { type ServerConfig, serverConfig } from "../../../server/config";

/** Reads the real configuration from the given variables instead of the process env. */
export function configFrom(env: Record<string, string>): Promise<ServerConfig> {
  return Effect.runPromise(
    Effect.withConfigProvider(serverConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))),
  );
}
