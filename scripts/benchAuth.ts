/**
 * Auth figures for `npm run bench`, against a running server: the password
 * grant's median latency (bcrypt included) and refresh-grant throughput with
 * 16 concurrent clients, beside /api/health throughput in the same run.
 * Each client speaks from its own loopback address (127.0.0.x), as separate
 * users would, so the per-IP rate limits measure what one client may do.
 */
import http from "node:http";
import { authKeyHeaders } from "./serverProcess";

interface Answer {
  readonly status: number;
  readonly body: string;
}

function request(
  origin: string,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const url = new URL(path, origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        agent: false,
        headers:
          payload === undefined
            ? { ...extraHeaders }
            : {
                ...extraHeaders,
                "content-type": "application/json",
                "content-length": Buffer.byteLength(payload),
              },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on("error", reject);
    if (payload !== undefined) outgoing.write(payload);
    outgoing.end();
  });
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const clients = 16;
const refreshesPerClient = 120; // under the token grant limit of 150 per 5 minutes per address
const healthSeconds = 3;

export async function measureAuth(origin: string) {
  const email = `bench.${Date.now()}@family.test`;
  const password = "Bench-password-2026";
  const keys = await authKeyHeaders(origin);
  const created = await request(
    origin,
    "127.0.0.2",
    "POST",
    "/auth/v1/signup",
    { email, password },
    keys,
  );
  if (created.status !== 200)
    throw new Error(`sign-up for the bench failed: ${created.status} ${created.body}`);

  const signInTimes: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const started = performance.now();
    const answer = await request(
      origin,
      "127.0.0.2",
      "POST",
      "/auth/v1/token?grant_type=password",
      { email, password },
      keys,
    );
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
    signInTimes.push(performance.now() - started);
  }

  const addresses = Array.from({ length: clients }, (_, index) => `127.0.0.${10 + index}`);
  const tokens = await Promise.all(
    addresses.map(async (address) => {
      const answer = await request(
        origin,
        address,
        "POST",
        "/auth/v1/token?grant_type=password",
        { email, password },
        keys,
      );
      return (JSON.parse(answer.body) as { refresh_token: string }).refresh_token;
    }),
  );
  const refreshStarted = performance.now();
  await Promise.all(
    addresses.map(async (address, index) => {
      let token = tokens[index] ?? "";
      for (let count = 0; count < refreshesPerClient; count++) {
        const answer = await request(
          origin,
          address,
          "POST",
          "/auth/v1/token?grant_type=refresh_token",
          { refresh_token: token },
          keys,
        );
        if (answer.status !== 200)
          throw new Error(`refresh failed: ${answer.status} ${answer.body}`);
        token = (JSON.parse(answer.body) as { refresh_token: string }).refresh_token;
      }
    }),
  );
  const refreshPerSecond =
    (clients * refreshesPerClient) / ((performance.now() - refreshStarted) / 1000);

  let healthCount = 0;
  const healthStarted = performance.now();
  const deadline = healthStarted + healthSeconds * 1000;
  await Promise.all(
    addresses.map(async (address) => {
      while (performance.now() < deadline) {
        const answer = await request(origin, address, "GET", "/api/health");
        if (answer.status !== 200) throw new Error(`health failed: ${answer.status}`);
        healthCount++;
      }
    }),
  );
  const healthPerSecond = healthCount / ((performance.now() - healthStarted) / 1000);

  return {
    signInP50Ms: median(signInTimes),
    refreshPerSecond,
    refreshVsHealth: refreshPerSecond / healthPerSecond,
  };
}
