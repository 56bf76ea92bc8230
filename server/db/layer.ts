import { Option } from "effect";
import type { ServerConfig } from "../config";
import { Database } from "./Database";

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export const databaseLayerFor = (config: Pick<ServerConfig, "databaseUrl" | "dataDir">) =>
  Option.match(config.databaseUrl, {
    onNone: () => Database.pglite(config.dataDir),
    onSome: (url) => Database.postgres(url),
  });
