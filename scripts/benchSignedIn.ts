/**
 * What the JavaScript benches (benchDashboard.ts, benchBillingJs.ts) share:
 * a session from the auth API, a browser page that finds it where the app
 * keeps it (local storage, AUTH_SESSION_STORAGE_KEY) before the first page
 * runs, as after an earlier sign-in, and a watch on the JavaScript the page
 * fetches.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "@playwright/test";
import { AUTH_SESSION_STORAGE_KEY } from "../src/machines/constants";
import { authKeyHeaders } from "./serverProcess";

/** The session JSON the token endpoint answers for `account`; `bench` names the caller in errors. */
export async function sessionJson(
  origin: string,
  account: { readonly email: string; readonly password: string },
  bench: string,
): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await authKeyHeaders(origin)) },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${bench} bench sign-in failed: ${response.status} ${text}`);
  return text;
}

/** A new page whose app starts signed in with `session`; close it with its context. */
export async function signedInPage(browser: Browser, session: string): Promise<Page> {
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
  return context.newPage();
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

/**
 * Hands every successful JavaScript response of `page` to `onScript`, and
 * returns a wait for the scripts to settle: 1.5 s without a new one. (Not
 * "networkidle": the dashboard keeps its live connection, GET /api/live, open.)
 */
export function watchScripts(
  page: Page,
  onScript: (response: Response) => void,
): () => Promise<void> {
  let lastScriptAt = Date.now();
  page.on("response", (response) => {
    if (!response.ok() || !isJavaScript(response)) return;
    lastScriptAt = Date.now();
    onScript(response);
  });
  return async () => {
    while (Date.now() - lastScriptAt < 1_500) await page.waitForTimeout(250);
  };
}

/** The gzip size (level 9, as served) of a response body, in bytes. */
export const gzipBytes = async (body: Promise<Buffer>): Promise<number> =>
  gzipSync(await body, { level: 9 }).length;
