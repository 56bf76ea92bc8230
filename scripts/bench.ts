/**
 * `npm run bench`: one line per figure, `name value unit`. Builds if needed,
 * starts the production server on a free port with a fresh data folder (and
 * a seeded account with 200 events in it), then measures what a visitor to
 * `/` downloads, the auth service, the JavaScript a signed-in dashboard load
 * fetches, and Lighthouse's mobile scores, in the same Chromium the browser
 * tests use; then the product API under load beside bare Node servers (on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), e-mail intake
 * over SMTP, the extractor over the mail corpus, and billing webhooks, each
 * on its own server or database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { Option } from "effect";
import lighthouse from "lighthouse";
import { buildApp } from "../server/build/buildApp";
import { staleReason } from "../server/build/freshness";
import { buildPaths } from "../server/build/paths";
import { benchApi, prepareApiBench } from "./benchApi";
import { measureAuth } from "./benchAuth";
import { benchBilling } from "./benchBilling";
import { measureBillingJs } from "./benchBillingJs";
import { measureDashboardJs } from "./benchDashboard";
import { benchExtract } from "./benchExtract";
import { benchExtractQuality } from "./benchExtractQuality";
import { printFigure } from "./benchFigure";
import { benchIntake } from "./benchIntake";
import { chromiumArgs, findChromium } from "./chromium";
import { freePort, spawnServer } from "./serverProcess";

const chromiumPath = await findChromium();
if (chromiumPath === null) {
  console.error(
    "No Chromium found: install one (apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

const paths = buildPaths();
if (staleReason(paths) !== null) await buildApp(paths);

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-"));
const origin = `http://127.0.0.1:${port}`;
// Written before the server starts: the embedded database is single-process.
const benchAccount = await prepareApiBench({ dataDir, databaseUrl: Option.none() });
const server = spawnServer(
  { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin },
  { apiOnly: false },
);
await server.waitFor(/Corkboard is running/, 120_000);

const print = (name: string, value: number, unit: string) => printFigure({ name, value, unit });

try {
  // What loading `/` fetches, as a browser does it, gzip-compressed as served.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  const reads: Record<"script" | "stylesheet", Promise<Buffer>[]> = { script: [], stylesheet: [] };
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") reads[type].push(response.body());
  });
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  // Read every body before the browser goes away.
  const bodies = {
    script: await Promise.all(reads.script),
    stylesheet: await Promise.all(reads.stylesheet),
  };
  await browser.close();
  const gzipKb = (files: Buffer[]) =>
    files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
  print("public_js_gzip_kb", gzipKb(bodies.script), "KB");
  print("public_css_gzip_kb", gzipKb(bodies.stylesheet), "KB");

  const auth = await measureAuth(origin);
  print("auth_signin_p50_ms", auth.signInP50Ms, "ms");
  print("auth_refresh_per_s", auth.refreshPerSecond, "per_s");
  print("auth_refresh_vs_health_ratio", auth.refreshVsHealth, "ratio");

  const dashboard = await measureDashboardJs(origin, chromiumPath, benchAccount);
  print("dashboard_js_gzip_kb", dashboard.jsGzipKb, "KB");
  if (process.env.BENCH_VERBOSE) {
    for (const file of dashboard.files)
      console.error(`# ${(file.gzipBytes / 1024).toFixed(1)} KB ${new URL(file.url).pathname}`);
  }

  print("billing_js_gzip_kb", await measureBillingJs(origin, chromiumPath), "KB");

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", ...chromiumArgs],
  });
  try {
    const runLighthouse = () =>
      lighthouse(`${origin}/`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
    const ids = ["performance", "accessibility", "best-practices", "seo"] as const;
    // A category Lighthouse could not score (a loaded machine can miss its paint) is null, not 0:
    // the run is repeated once, and a score still missing is said, never printed as 0.
    let result = await runLighthouse();
    if (ids.some((id) => typeof result?.lhr.categories[id]?.score !== "number")) {
      console.error(
        `# lighthouse: ${result?.lhr.runtimeError?.code ?? "a category was not scored"}; once more`,
      );
      result = await runLighthouse();
    }
    for (const id of ids) {
      const score = result?.lhr.categories[id]?.score;
      if (typeof score === "number") print(`lighthouse_${id.replace("-", "_")}`, score, "score");
      else
        console.error(
          `# lighthouse_${id.replace("-", "_")}: not scored (${result?.lhr.runtimeError?.code ?? "no score"})`,
        );
    }
    if (process.env.BENCH_VERBOSE) {
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        if (audit.score !== null && audit.score < 1)
          console.error(`# ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
      }
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Each of these starts what it needs (its own server or database) once the
// server above has stopped, so the figures do not compete for the CPU.
for (const bench of [benchApi, benchIntake, benchExtract, benchExtractQuality, benchBilling]) {
  for (const figure of await bench()) printFigure(figure);
}
