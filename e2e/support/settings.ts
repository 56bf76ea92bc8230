import os from "node:os";
import path from "node:path";

/**
 * Where the browser tests' servers run. scripts/test.ts picks free ports and
 * a fresh data folder and passes them as E2E_PORT, E2E_MS_PORT, E2E_IDP_PORT,
 * E2E_SMTP_PORT, E2E_MS_SMTP_PORT and E2E_DATA_DIR; the defaults serve a manual run. playwright.config.ts and
 * the specs read the same values, so a worker agrees with the runner.
 */
/** The fake identity provider's cookies: who is signed in there, or the error it answers with. */
export const ACCOUNT_COOKIE = "fake_idp_account";
export const ANSWER_COOKIE = "fake_idp_answer";

export function e2eSettings(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.E2E_PORT ?? "8799");
  // The app with Microsoft sign-in turned on, and the fake identity provider it trusts.
  const msPort = Number(env.E2E_MS_PORT ?? String(port + 1));
  const idpPort = Number(env.E2E_IDP_PORT ?? String(port + 2));
  // Each app server's inbound SMTP; the browser tests forward mail to the first.
  const smtpPort = Number(env.E2E_SMTP_PORT ?? String(port + 3));
  const msSmtpPort = Number(env.E2E_MS_SMTP_PORT ?? String(port + 4));
  const dataDir = env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `corkboard-e2e-${port}`);
  const appUrl = `http://127.0.0.1:${port}`;
  const msAppUrl = `http://127.0.0.1:${msPort}`;
  const idpOrigin = `https://127.0.0.1:${idpPort}`;
  return {
    port,
    msPort,
    idpPort,
    smtpPort,
    msSmtpPort,
    /** The domain of the forwarding addresses the app servers hand out. */
    mailDomain: "in.localhost",
    dataDir,
    appUrl,
    msAppUrl,
    msDataDir: path.join(dataDir, "microsoft"),
    idp: {
      origin: idpOrigin,
      /** The issuer, MSAL's authority and the one AUTH_OIDC_ISSUERS lists. */
      issuer: `${idpOrigin}/oidc`,
      clientId: "corkboard-e2e-client",
      redirectUri: `${msAppUrl}/callback/microsoft`,
      /** Its self-signed certificate (cert.pem, key.pem). */
      certDir: path.join(dataDir, "idp"),
    },
  };
}

export type E2eSettings = ReturnType<typeof e2eSettings>;
