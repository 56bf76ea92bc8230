/**
 * `dashboard_js_gzip_kb` for `npm run bench`: the JavaScript a signed-in
 * first load of `/dashboard/event` fetches, gzip-sized. The session is put
 * where the app keeps it (local storage, AUTH_SESSION_STORAGE_KEY) before
 * the first page runs, as after an earlier sign-in; every JavaScript
 * response of the load is recorded and its body gzip-compressed.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { AUTH_SESSION_STORAGE_KEY } from "../src/machines/constants";
import type { BenchAccount } from "./benchApi";
import { chromiumArgs } from "./chromium";

export interface DashboardFigures {
  readonly jsGzipKb: number;
  readonly files: ReadonlyArray<{ readonly url: string; readonly gzipBytes: number }>;
}

async function sessionJson(origin: string, account: BenchAccount): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`dashboard bench sign-in failed: ${response.status} ${text}`);
  return text;
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

export async function measureDashboardJs(
  origin: string,
  chromiumPath: string,
  account: BenchAccount,
): Promise<DashboardFigures> {
  const session = await sessionJson(origin, account);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await context.addInitScript(
      ([key, value]) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        } catch {
          // about:blank and the like have no storage of their own.
        }
      },
      [AUTH_SESSION_STORAGE_KEY, session] as const,
    );
    const page = await context.newPage();
    const reads = new Map<string, Promise<Buffer>>();
    let lastScriptAt = Date.now();
    page.on("response", (response) => {
      if (!response.ok() || !isJavaScript(response)) return;
      lastScriptAt = Date.now();
      if (!reads.has(response.url())) reads.set(response.url(), response.body());
    });
    // Not "networkidle": the dashboard keeps its live connection (GET /api/live) open.
    const scriptsSettled = async () => {
      while (Date.now() - lastScriptAt < 1_500) await page.waitForTimeout(250);
    };
    await page.goto(`${origin}/dashboard/event`, { waitUntil: "load" });
    const landed = new URL(page.url()).pathname;
    if (!landed.startsWith("/dashboard/event"))
      throw new Error(`the signed-in load of /dashboard/event ended on ${landed}`);
    // The list shows the seeded events once its data has arrived; a page that
    // has not got that far would under-count what a real visit loads.
    try {
      await page
        .getByText(/Swimming lesson|Football training|Piano lesson|Homework club/)
        .first()
        .waitFor({ timeout: 15_000 });
      await scriptsSettled();
    } catch {
      console.error("# dashboard bench: /dashboard/event showed none of the seeded events");
    }
    const files = await Promise.all(
      [...reads].map(async ([url, body]) => ({
        url,
        gzipBytes: gzipSync(await body, { level: 9 }).length,
      })),
    );
    await context.close();
    return {
      jsGzipKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024,
      files,
    };
  } finally {
    await browser.close();
  }
}
