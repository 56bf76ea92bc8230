import { Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authKeysLayer } from "../../../server/auth/keys";
import { authRoutes } from "../../../server/auth/routes";
import { mailerLayerFor } from "../../../server/mail/Mailer";
import { configFrom } from "../support/config";
import { recordedRoutes } from "../support/fuzz";
import { brokenDatabase } from "../support/testServer";
import { type GoTrueServer, signedUp, startGoTrueServer } from "./support";

/** Every field name an auth route reads, each given a value of the wrong kind. */
const wrongFields = {
  email: 1,
  phone: 2,
  password: ["x"],
  data: "not an object",
  type: { sms: true },
  token: 3,
  token_hash: false,
  refresh_token: 4,
  provider: 5,
  id_token: 6,
  nonce: 7,
  access_token: 8,
  auth_code: 9,
  code_verifier: 10,
  code_challenge: 11,
  code_challenge_method: 12,
  create_user: "yes",
  factor_type: 13,
  friendly_name: 14,
  issuer: 15,
  challenge_id: 16,
  code: 17,
  user_metadata: "not an object",
  app_metadata: "not an object",
  ban_duration: 18,
  email_confirm: "yes",
  new_email: 19,
  redirect_to: 20,
  should_soft_delete: "yes",
  chain: 21,
  message: 22,
  signature: 23,
  domain: 24,
  provider_id: 25,
};

const wrongBodies = ["[]", "42", '"text"', "null", JSON.stringify(wrongFields), "{not json"];

/** Words of the Schema library's reports: none may reach a client. */
const schemaDump = /Expected |, actual |└|├|readonly |is missing|ParseError|Struct|Literal\(/;

const grantTypes = ["password", "refresh_token", "id_token", "pkce", "web3", "magic"];

describe("no answer under /auth/v1 carries a Schema report", () => {
  let server: GoTrueServer;
  let routes: ReadonlyArray<string>;
  let userToken: string;

  beforeAll(async () => {
    // Limits high enough that every request reaches its handler rather than a 429.
    server = await startGoTrueServer({
      GOTRUE_RATE_LIMIT_SIGNUPS: "100000",
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: "100000",
      GOTRUE_RATE_LIMIT_VERIFY: "100000",
      GOTRUE_RATE_LIMIT_OTP: "100000",
      GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: "100000",
    });
    userToken = (await signedUp(server, "shapes")).session.access_token;
    // The routes as the auth service registers them, read from its own router.
    const config = await configFrom({ AUTH_JWT_SECRET: "a-secret-only-for-listing-routes" });
    const services = Layer.mergeAll(authKeysLayer(config), mailerLayerFor(config)).pipe(
      Layer.provideMerge(brokenDatabase("the route list needs no database")),
    );
    routes = (await recordedRoutes(authRoutes(config), services)).filter(
      (route) => !route.endsWith("*"),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it("answers every route, sent bodies of the wrong shape, without a 5xx or a Schema report", async () => {
    expect(routes.length).toBeGreaterThan(20);
    const leaks: Array<string> = [];
    for (const route of routes) {
      const [method = "GET", template = ""] = route.split(" ");
      const path = template
        .replace(/^\/auth\/v1/, "")
        .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      const queries = path === "/token" ? grantTypes.map((grant) => `?grant_type=${grant}`) : [""];
      for (const query of queries) {
        for (const token of [undefined, userToken, server.serviceRoleKey]) {
          for (const body of method === "GET" ? [undefined] : wrongBodies) {
            const response = await server.raw(`${path}${query}`, {
              method,
              redirect: "manual",
              ...(token === undefined ? {} : { token }),
              ...(body === undefined ? {} : { body }),
            });
            const text = await response.text();
            const location = response.headers.get("location") ?? "";
            const answer = `${response.status} ${text} ${decodeURIComponent(location)}`;
            if (response.status >= 500 || response.status === 429 || schemaDump.test(answer)) {
              leaks.push(`${method} ${path}${query} ${body ?? ""} -> ${answer.slice(0, 300)}`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
