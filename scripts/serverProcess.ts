import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "../server/build/paths";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === "object" && address !== null ? address.port : 0),
      );
    });
  });
}

/** `count` distinct free ports: all held open at once, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === "object" && address !== null ? address.port : 0;
  });
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves when the output matches, rejects if the process exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
  /** The inbound SMTP port from the start-up line, once it has printed. */
  smtpPort(): number | null;
}

/**
 * Starts `server/main.ts` as `npm start` does, with only the given variables
 * on top of PATH; by default in API-only mode, so no build is needed. Its
 * inbound SMTP listens on a free port unless SMTP_PORT is given (a second
 * process must not fail on a taken 2525); `smtpPort()` reads it.
 */
export function spawnServer(
  env: Record<string, string>,
  { apiOnly = true }: { readonly apiOnly?: boolean } = {},
): ServerProcess {
  const args = ["--import", "tsx", path.join(projectRoot, "server/main.ts")];
  const child = spawn(process.execPath, apiOnly ? [...args, "--api-only"] : args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", SMTP_PORT: "0", ...env },
    stdio: "pipe",
  });
  let text = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    smtpPort: () => {
      const match = /Inbound SMTP on port (\d+)/.exec(text);
      return match?.[1] === undefined ? null : Number(match[1]);
    },
    waitFor: (pattern, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) {
            cleanup();
            resolve();
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Timed out waiting for ${pattern}; output so far:\n${text}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        exited.then((code) => {
          if (!pattern.test(text)) {
            cleanup();
            reject(new Error(`Exited with ${code} before ${pattern}; output:\n${text}`));
          }
        });
        check();
      }),
  };
}

/**
 * The `apikey` header the auth service asks of every caller (as Supabase's
 * gateway does), with the anon key the running server publishes in /config.json.
 */
export async function authKeyHeaders(origin: string): Promise<Record<string, string>> {
  const runtime = (await (await fetch(`${origin}/config.json`)).json()) as { authAnonKey: string };
  return { apikey: runtime.authAnonKey };
}
