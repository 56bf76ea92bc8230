/**
 * `dashboard_js_gzip_kb` for `npm run bench`: the JavaScript a signed-in
 * first load of `/dashboard/event` fetches, gzip-sized. The session is put
 * where the app keeps it (local storage, AUTH_SESSION_STORAGE_KEY) before
 * the first page runs, as after an earlier sign-in; every JavaScript
 * response of the load is recorded and its body gzip-compressed.
 */
import { chromium } from "@playwright/test";
import type { BenchAccount } from "./benchApi";
import { gzipBytes, sessionJson, signedInPage, watchScripts } from "./benchSignedIn";
import { chromiumArgs } from "./chromium";

export interface DashboardFigures {
  readonly jsGzipKb: number;
  readonly files: ReadonlyArray<{ readonly url: string; readonly gzipBytes: number }>;
}

export async function measureDashboardJs(
  origin: string,
  chromiumPath: string,
  account: BenchAccount,
): Promise<DashboardFigures> {
  const session = await sessionJson(origin, account, "dashboard");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await signedInPage(browser, session);
    const reads = new Map<string, Promise<Buffer>>();
    const scriptsSettled = watchScripts(page, (response) => {
      if (!reads.has(response.url())) reads.set(response.url(), response.body());
    });
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
      [...reads].map(async ([url, body]) => ({ url, gzipBytes: await gzipBytes(body) })),
    );
    await page.context().close();
    return {
      jsGzipKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024,
      files,
    };
  } finally {
    await browser.close();
  }
}
