import { defineConfig, devices } from "@playwright/test";
import { seedCommand } from "./e2e/support/accounts";
import { ensureCertificate } from "./e2e/support/certificate";
import { e2eSettings } from "./e2e/support/settings";
import { chromiumArgs } from "./scripts/chromium";

// scripts/test.ts picks free ports, a fresh data folder and the Chromium; the defaults serve a manual run.
const settings = e2eSettings();
const { port, msPort, idp } = settings;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The fake identity provider's certificate must exist before the Microsoft
// app's server starts: Node reads NODE_EXTRA_CA_CERTS once, at start-up.
const certificate = ensureCertificate(idp.certDir);

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

const server = {
  command: "npx tsx server/main.ts",
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: settings.appUrl,
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /microsoft\.spec\.ts$/,
      use: browser,
    },
    {
      // Sign-in with Microsoft through MSAL, against the local fake identity provider.
      name: "microsoft",
      testMatch: /microsoft\.spec\.ts$/,
      use: { ...browser, baseURL: settings.msAppUrl, ignoreHTTPSErrors: true },
    },
  ],
  // Started in this order, each once the one before answers.
  webServer: [
    {
      ...server,
      // The embedded database admits one process at a time: seed the dashboard
      // tests' accounts (e2e/support/accounts.ts) first, then start the server.
      command: `${seedCommand()} && ${server.command}`,
      url: `${settings.appUrl}/api/health`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: settings.appUrl,
        DATA_DIR: settings.dataDir,
        SMTP_PORT: String(settings.smtpPort),
        MAIL_DOMAIN: settings.mailDomain,
        // Every journey signs up its own family from 127.0.0.1: more than the 30 sign-ups
        // per address in 5 minutes a public instance allows (the limit has its own tests).
        GOTRUE_RATE_LIMIT_SIGNUPS: "1000",
      },
    },
    {
      command: "npx tsx e2e/support/fakeIdp.ts",
      url: `${idp.issuer}/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        FAKE_IDP_PORT: String(settings.idpPort),
        FAKE_IDP_ISSUER: idp.issuer,
        FAKE_IDP_CLIENT_ID: idp.clientId,
        FAKE_IDP_REDIRECT_URI: idp.redirectUri,
        FAKE_IDP_CERT_DIR: idp.certDir,
      },
    },
    {
      ...server,
      url: `${settings.msAppUrl}/api/health`,
      env: {
        PORT: String(msPort),
        HOST: "127.0.0.1",
        PUBLIC_URL: settings.msAppUrl,
        DATA_DIR: settings.msDataDir,
        SMTP_PORT: String(settings.msSmtpPort),
        MAIL_DOMAIN: settings.mailDomain,
        MS_CLIENT_ID: idp.clientId,
        MS_AUTHORITY: idp.issuer,
        AUTH_OIDC_ISSUERS: idp.issuer,
        NODE_EXTRA_CA_CERTS: certificate.cert,
      },
    },
  ],
});
