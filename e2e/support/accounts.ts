import { expect, type Page } from "@playwright/test";
import { AUTH_SESSION_STORAGE_KEY } from "../../src/machines/constants";

/**
 * The accounts the browser tests find already filled by the development
 * seed (server/seed/data.ts: the Harper family, their e-mails and events).
 * playwright.config.ts seeds them before the app's server starts, because
 * the embedded database allows one process at a time; seeding again
 * replaces an account's data, so every run starts from the same state.
 */
export interface SeededAccount {
  readonly email: string;
  readonly password: string;
}

/** The family's zone in the seed: dates and times in the tests read in it. */
export const seededTimeZone = "Europe/London";

const seededPassword = "Seeded-Corkboard-2026";

export const seededAccounts = {
  /** Only read: every page, the e-mails, the calendar feed. */
  reader: { email: "e2e-seeded@example.test", password: seededPassword },
  /** Its events are confirmed and edited (dashboard-events.spec.ts). */
  events: { email: "e2e-events@example.test", password: seededPassword },
} as const satisfies Record<string, SeededAccount>;

/** The shell command that seeds every account above, one after the other. */
export function seedCommand(): string {
  return Object.values(seededAccounts)
    .map(
      (account) =>
        `npx tsx scripts/seed.ts --email ${account.email} --password ${account.password} --tz ${seededTimeZone}`,
    )
    .join(" && ");
}

/** The part of the address the dashboard greets the user with ("Hello, e2e-seeded"). */
export const labelOf = (account: SeededAccount) => account.email.split("@")[0] ?? "";

/**
 * Signs up through the auth API as the app's supabase-js would: with the
 * anon key the server publishes in /config.json as `apikey`.
 */
export async function signUpThroughApi(page: Page, email: string, password: string) {
  const runtime = (await (await page.request.get("/config.json")).json()) as {
    authAnonKey: string;
  };
  return page.request.post("/auth/v1/signup", {
    data: { email, password },
    headers: { apikey: runtime.authAnonKey },
  });
}

/** Each worker signs in once per account and keeps the session it was given. */
const sessions = new Map<string, string>();

/**
 * Signs `page` in as `account`. The first time in a worker it goes through
 * the login form; after that it puts the stored session back into local
 * storage before the app starts, which is what a returning visitor's
 * browser does, and saves a sign-in per test.
 */
export async function signIn(page: Page, account: SeededAccount): Promise<void> {
  const stored = sessions.get(account.email);
  if (stored !== undefined) {
    await page.context().addInitScript(
      ({ key, value }) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      },
      { key: AUTH_SESSION_STORAGE_KEY, value: stored },
    );
    return;
  }
  await signInWithForm(page, account);
  const session = await page.evaluate((key) => localStorage.getItem(key), AUTH_SESSION_STORAGE_KEY);
  if (session !== null) sessions.set(account.email, session);
}

/** The login form, as a visitor fills it; ends on the dashboard. */
export async function signInWithForm(page: Page, account: SeededAccount): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
}

let counter = 0;

/**
 * A new, empty account (through the auth API, as e2e/auth.spec.ts does),
 * signed in through the form: for tests that start from nothing.
 */
export async function signInAsNewUser(page: Page, label: string): Promise<SeededAccount> {
  const account = {
    email: `${label}.${Date.now()}.${process.pid}.${counter++}@family.test`,
    password: seededPassword,
  };
  const response = await signUpThroughApi(page, account.email, account.password);
  expect(response.ok()).toBe(true);
  await signInWithForm(page, account);
  return account;
}
