/**
 * `npm test`: every suite, then one closing line `N passed, N failed` that
 * totals them (CI reads only that line). Vitest runs the component and
 * server projects; Playwright runs the browser tests against `npm start`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./chromium";
import { freePorts } from "./serverProcess";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const resultsDir = path.resolve("test-results");
fs.mkdirSync(resultsDir, { recursive: true });

function run(
  command: string,
  args: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function runVitest(): Promise<Tally> {
  const output = path.join(resultsDir, "vitest.json");
  fs.rmSync(output, { force: true });
  const code = await run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
    {},
  );
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(output);
  if (report === null) return { passed: 0, failed: 1, skipped: 0 };
  // A file that fails to load counts too, whatever its tests would have done.
  const counted = report.numFailedTests + report.numFailedTestSuites;
  const failed = counted + (code !== 0 && counted === 0 ? 1 : 0);
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

async function runPlaywright(chromium: string): Promise<Tally> {
  const output = path.join(resultsDir, "playwright.json");
  fs.rmSync(output, { force: true });
  // The app, the app with Microsoft sign-in, and the fake identity provider it signs in with.
  const [port, msPort, idpPort, smtpPort, msSmtpPort] = await freePorts(5);
  // Both apps' databases and the provider's certificate live in here (e2e/support/settings.ts).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-e2e-"));
  const code = await run("npx", ["playwright", "test", "--reporter=list,json"], {
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_MS_PORT: String(msPort),
    E2E_IDP_PORT: String(idpPort),
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MS_SMTP_PORT: String(msSmtpPort),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(output);
  if (report === null) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A flaky pass is still a failure to look at: count it as failed.
  const failed = unexpected + flaky + (code !== 0 && unexpected + flaky === 0 ? 1 : 0);
  return { passed: expected, failed, skipped };
}

const chromium = await findChromium();
if (chromium === null) {
  console.error(
    "No Chromium found for the browser tests. Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
  console.log("0 passed, 1 failed");
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: server tests run on PGlite only (CI also runs them on PostgreSQL).",
  );
}

const tallies = [await runVitest(), await runPlaywright(chromium)];
const total = tallies.reduce(
  (sum, tally) => ({
    passed: sum.passed + tally.passed,
    failed: sum.failed + tally.failed,
    skipped: sum.skipped + tally.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
// No silent skips: a skipped test counts as a failure here.
if (total.skipped > 0) console.error(`${total.skipped} test(s) were skipped; every test must run.`);
const failed = total.failed + total.skipped;
console.log(`${total.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
