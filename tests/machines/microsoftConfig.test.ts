import { describe, expect, it } from "vitest";
import {
  isMicrosoftAuthority,
  type MicrosoftConfig,
  msalOptionsFor,
} from "../../src/services/Microsoft";

/** MSAL's options: Microsoft's authorities keep MSAL's defaults, any other issuer is plain OIDC. */

const configFor = (authority: string): MicrosoftConfig => ({
  clientId: "client-1",
  authority,
  redirectUri: "https://corkboard.example/callback/microsoft",
});

describe("isMicrosoftAuthority", () => {
  it.each([
    "https://login.microsoftonline.com/common",
    "https://login.microsoftonline.com/0f6c3a5e-1111-2222-3333-444455556666/v2.0",
    "https://LOGIN.MICROSOFTONLINE.COM/organizations",
    "https://login.microsoft.com/consumers",
    "https://login.microsoftonline.us/common",
    "https://login.partner.microsoftonline.cn/common",
    "https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin",
    "https://contoso.ciamlogin.com/",
  ])("%s is Microsoft's", (authority) => {
    expect(isMicrosoftAuthority(authority)).toBe(true);
  });

  it.each([
    "https://127.0.0.1:9443/oidc",
    "https://login.example.com/common",
    "https://login.microsoftonline.com.evil.test/common",
    "https://evil.test/login.microsoftonline.com/common",
    "http://login.microsoftonline.com/common",
    "not a url",
  ])("%s is not", (authority) => {
    expect(isMicrosoftAuthority(authority)).toBe(false);
  });
});

describe("msalOptionsFor", () => {
  it("leaves MSAL's defaults for Microsoft's authority", () => {
    const options = msalOptionsFor(configFor("https://login.microsoftonline.com/common"));
    expect(options).toEqual({
      auth: {
        clientId: "client-1",
        authority: "https://login.microsoftonline.com/common",
        redirectUri: "https://corkboard.example/callback/microsoft",
      },
      system: {},
    });
  });

  it("makes another issuer a known OIDC authority, so MSAL skips Microsoft's instance discovery", () => {
    const options = msalOptionsFor(configFor("https://127.0.0.1:9443/oidc"));
    expect(options).toEqual({
      auth: {
        clientId: "client-1",
        authority: "https://127.0.0.1:9443/oidc",
        redirectUri: "https://corkboard.example/callback/microsoft",
        knownAuthorities: ["127.0.0.1:9443"],
      },
      system: { protocolMode: "OIDC" },
    });
  });
});
