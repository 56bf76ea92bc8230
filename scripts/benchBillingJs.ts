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
import { chromium } from "@playwright/test";
import { buildApp } from "../server/build/buildApp";
import { staleReason } from "../server/build/freshness";
import { buildPaths } from "../server/build/paths";
import { type BenchFigure, runAlone } from "./benchFigure";
import { gzipBytes, sessionJson, signedInPage, watchScripts } from "./benchSignedIn";
import { chromiumArgs, findChromium } from "./chromium";
import { authKeyHeaders, freePort, spawnServer } from "./serverProcess";

/** A new account's session JSON, as the token endpoint answers it. */
async function newSession(origin: string): Promise<string> {
  const email = `bench.billing.${Date.now()}@family.test`;
  const password = "Bench-billing-2026";
  const signup = await fetch(`${origin}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await authKeyHeaders(origin)) },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`billing bench sign-up failed: ${signup.status}`);
  return sessionJson(origin, { email, password }, "billing");
}

/** Gzip KB of the JS Manage Subscription loads after a signed-in first load of `/dashboard`. */
export async function measureBillingJs(origin: string, chromiumPath: string): Promise<number> {
  const session = await newSession(origin);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await signedInPage(browser, session);
    const seen = new Set<string>();
    let counting = false;
    const extra = new Map<string, Promise<Buffer>>();
    const scriptsSettled = watchScripts(page, (response) => {
      const url = response.url();
      if (counting && !seen.has(url) && !extra.has(url)) extra.set(url, response.body());
      seen.add(url);
    });
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
    const sizes = await Promise.all([...extra.values()].map(gzipBytes));
    if (process.env.BENCH_VERBOSE) {
      for (const [url] of extra) console.error(`# billing chunk ${new URL(url).pathname}`);
    }
    await page.context().close();
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

await runAlone(import.meta.url, benchBillingJs);
