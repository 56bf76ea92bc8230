import fs from "node:fs";

/**
 * Finds a Chromium to drive: Playwright's own if it was installed, then
 * CHROMIUM_PATH, then Debian's /usr/bin/chromium. Returns null when there
 * is none.
 */
export async function findChromium(): Promise<string | null> {
  const candidates: string[] = [];
  try {
    const { chromium } = await import("@playwright/test");
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright without its own browser download: fall through to the system ones.
  }
  if (process.env.CHROMIUM_PATH) candidates.unshift(process.env.CHROMIUM_PATH);
  candidates.push("/usr/bin/chromium", "/usr/bin/chromium-browser");
  return candidates.find((candidate) => candidate !== "" && fs.existsSync(candidate)) ?? null;
}

/** Flags for a closed network: without them Chromium floods refused connections. */
export const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
];
