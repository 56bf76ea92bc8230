/**
 * `billing_js_gzip_kb` for `npm run bench`: the JavaScript Manage
 * Subscription adds to a signed-in dashboard, gzip-sized. A new account
 * signs up through the auth API; its session is put where the app keeps it
 * (as in benchDashboard.ts); `/dashboard` is loaded first (what every
 * signed-in visit fetches), then the user follows the Manage Subscription
 * link, and every JavaScript file fetched from then on is counted.
 *
 * `npx tsx scripts/benchBillingJs.ts` prints the figure alone: it builds if
 * needed and starts its own server on a free port with a fresh data folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { buildApp } from "../server/build/buildApp";
import { staleReason } from "../server/build/freshness";
import { buildPaths } from "../server/build/paths";
import { AUTH_SESSION_STORAGE_KEY } from "../src/machines/constants";
import { chromiumArgs, findChromium } from "./chromium";
import { freePort, spawnServer } from "./serverProcess";

export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

/** A new account's session JSON, as the token endpoint answers it. */
async function newSession(origin: string): Promise<string> {
  const email = `bench.billing.${Date.now()}@family.test`;
  const password = "Bench-billing-2026";
  const signup = await fetch(`${origin}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`billing bench sign-up failed: ${signup.status}`);
  const token = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const text = await token.text();
  if (!token.ok) throw new Error(`billing bench sign-in failed: ${token.status} ${text}`);
  return text;
}

/** Gzip KB of the JS Manage Subscription loads after a signed-in first load of `/dashboard`. */
export async function measureBillingJs(origin: string, chromiumPath: string): Promise<number> {
  const session = await newSession(origin);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await context.addInitScript(
      ([key, value]) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage of its own.
        }
      },
      [AUTH_SESSION_STORAGE_KEY, session] as const,
    );
    const page = await context.newPage();
    const seen = new Set<string>();
    let counting = false;
    let lastScriptAt = Date.now();
    const extra = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (!response.ok() || !isJavaScript(response)) return;
      lastScriptAt = Date.now();
      const url = response.url();
      if (counting && !seen.has(url) && !extra.has(url)) extra.set(url, response.body());
      seen.add(url);
    });
    // Not "networkidle": the dashboard keeps a live connection open. Scripts settle instead.
    const scriptsSettled = async () => {
      while (Date.now() - lastScriptAt < 1_500) await page.waitForTimeout(250);
    };
    await page.goto(`${origin}/dashboard`, { waitUntil: "load" });
    await page.getByRole("navigation", { name: "Dashboard" }).waitFor({ timeout: 30_000 });
    await page.getByRole("heading", { level: 1, name: /^Hello/ }).waitFor({ timeout: 30_000 });
    await scriptsSettled();
    counting = true;
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Manage Subscription", exact: true })
      .click();
    await page
      .getByRole("heading", { level: 1, name: "Manage Subscription" })
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Subscribe monthly" }).waitFor({ timeout: 30_000 });
    await scriptsSettled();
    const sizes = await Promise.all(
      [...extra.values()].map(async (body) => gzipSync(await body, { level: 9 }).length),
    );
    if (process.env.BENCH_VERBOSE) {
      for (const [url] of extra) console.error(`# billing chunk ${new URL(url).pathname}`);
    }
    await context.close();
    return sizes.reduce((sum, size) => sum + size, 0) / 1024;
  } finally {
    await browser.close();
  }
}

/** Builds if needed, runs a server of its own, and measures. */
export async function benchBillingJs(): Promise<Array<BenchFigure>> {
  const chromiumPath = await findChromium();
  if (chromiumPath === null) throw new Error("No Chromium found: set CHROMIUM_PATH.");
  const paths = buildPaths();
  if (staleReason(paths) !== null) await buildApp(paths);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-billing-"));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer(
    { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin },
    { apiOnly: false },
  );
  try {
    await server.waitFor(/Corkboard is running/, 120_000);
    const kb = await measureBillingJs(origin, chromiumPath);
    return [{ name: "billing_js_gzip_kb", value: kb, unit: "KB" }];
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchBillingJs()) {
    console.log(`${figure.name} ${Number(figure.value.toFixed(2))} ${figure.unit}`);
  }
}
