import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import { AuthApiError } from "../../src/services/authErrors";
import type { Identity } from "../../src/services/authSchema";
import { verifiedTotp } from "../machines/support/fixtures";
import {
  dashboardPages,
  findHeading,
  liveSession,
  makeUser,
  renderApp,
  waitForUrl,
} from "./support/appHarness";

const emailIdentity: Identity = {
  id: "identity-email",
  user_id: "user-1",
  provider: "email",
  email: "ada.lovelace@example.com",
};
const googleIdentity: Identity = {
  id: "identity-google",
  user_id: "user-1",
  provider: "google",
  identity_data: { email: "ada@gmail.example" },
};

describe("the dashboard shell", () => {
  it("greets the user by their label and says what to do next", async () => {
    await renderApp("/dashboard", { stored: liveSession() });
    await findHeading("Hello, ada.lovelace");
    expect(screen.getByRole("link", { name: "Start setup" }).getAttribute("href")).toBe(
      "/dashboard/setup?welcome=true",
    );
  });

  it("has the dashboard's navigation entries of SPEC §2, titles and routes exactly", async () => {
    await renderApp("/dashboard", { stored: liveSession() });
    await findHeading("Hello, ada.lovelace");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    const entries = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(entries).toEqual(dashboardPages);
  });

  it("opens a page from its navigation, marked current", async () => {
    const { user } = await renderApp("/dashboard", { stored: liveSession() });
    await findHeading("Hello, ada.lovelace");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    await user.click(within(nav).getByRole("link", { name: "Events" }));
    await waitForUrl("/dashboard/event");
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Events" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await user.click(within(nav).getByRole("link", { name: "Manage Subscription" }));
    await waitForUrl("/dashboard/subscription");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Manage Subscription" }),
    ).toBeTruthy();
  });
});

describe("Preferences › Security", () => {
  it("enrols an authenticator app: QR code and key, then a code turns it on and shows recovery codes", async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);
    const user1 = makeUser({ identities: [emailIdentity] });
    const verified = liveSession({
      aal: "aal2",
      user: makeUser({ identities: [emailIdentity], factors: [verifiedTotp] }),
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1v1H0z"/></svg>';
    const transport = new ScriptedAuth()
      .script(
        "mfaEnroll",
        answer({
          id: verifiedTotp.id,
          friendlyName: "Authenticator app",
          qrCode: `data:image/svg+xml;utf-8,${svg}`,
          secret: "JBSWY3DPEHPK3PXP",
          uri: "otpauth://totp/Corkboard:ada?secret=JBSWY3DPEHPK3PXP",
        }),
      )
      .script("mfaChallenge", answer({ id: "challenge-1", expiresAt: Date.now() / 1000 + 300 }))
      .script("mfaVerify", answer(verified))
      .script("makeRecoveryCodes", answer(recoveryCodes))
      .script("getUser", answer(verified.user));
    const { user } = await renderApp("/dashboard/profile", {
      stored: liveSession({ user: user1 }),
      transport,
    });
    await findHeading("Preferences");
    await findHeading("Security", 2);
    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }));

    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeTruthy();
    expect(transport.callsOf("mfaEnroll")[0]?.args[1]).toEqual({
      friendlyName: "Authenticator app",
      issuer: "Corkboard",
    });

    await user.type(screen.getByLabelText("2. The 6-digit code your app shows"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and turn on" }));
    expect(await screen.findByText(/Two-step sign-in is on\./)).toBeTruthy();
    // The recovery codes are made from the new aal2 session and shown this once.
    const shown = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(shown)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(transport.callsOf("makeRecoveryCodes")[0]?.args[0]).toBe(verified.access_token);
    expect(transport.callsOf("mfaVerify")[0]?.args[1]).toEqual({
      factorId: verifiedTotp.id,
      challengeId: "challenge-1",
      code: "123456",
    });
    const apps = screen.getByRole("list", { name: "Your authenticator apps" });
    expect(within(apps).getByText("Phone")).toBeTruthy();
    expect(within(apps).getByRole("button", { name: "Remove Phone" })).toBeTruthy();
  });

  it("shows an enrolment's failure where the user acted", async () => {
    const transport = new ScriptedAuth().script(
      "mfaEnroll",
      failWith(
        new AuthApiError({
          status: 422,
          code: "mfa_factor_name_conflict",
          message:
            'A factor with the friendly name "Authenticator app" for this user already exists',
        }),
      ),
    );
    const { user } = await renderApp("/dashboard/profile", { stored: liveSession(), transport });
    await findHeading("Preferences");
    const start = screen.getByRole("button", { name: "Set up an authenticator app" });
    await user.click(start);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("already exists");
    expect(alert.closest("form")).toBe(start.closest("form"));
  });

  it("keeps the last way to sign in: its Unlink is disabled, with the reason", async () => {
    const stored = liveSession({ user: makeUser({ identities: [emailIdentity] }) });
    await renderApp("/dashboard/profile", { stored });
    await findHeading("Preferences");
    const unlink = screen.getByRole("button", { name: "Unlink E-mail and password" });
    expect((unlink as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(unlink.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("This is your only way to sign in");
  });

  it("unlinks one of two identities and reads the user again", async () => {
    const both = makeUser({ identities: [emailIdentity, googleIdentity] });
    const after = makeUser({ identities: [emailIdentity] });
    const transport = new ScriptedAuth()
      .script("unlinkIdentity", answer(undefined))
      .script("getUser", answer(after));
    const { user } = await renderApp("/dashboard/profile", {
      stored: liveSession({ user: both }),
      transport,
    });
    await findHeading("Preferences");
    await user.click(screen.getByRole("button", { name: "Unlink Google" }));
    expect(transport.callsOf("unlinkIdentity")[0]?.args[1]).toEqual(googleIdentity);
    await screen.findByText(
      "This is your only way to sign in, so it cannot be unlinked. Link another one first.",
    );
    expect(screen.queryByRole("button", { name: "Unlink Google" })).toBeNull();
  });

  it("stops a session that still owes its code at the code step", async () => {
    const stored = liveSession({ aal: "aal1", user: makeUser({ factors: [verifiedTotp] }) });
    await renderApp("/dashboard/profile", { stored });
    await waitForUrl("/login?redirect=/dashboard/profile");
    await findHeading("Enter your code");
  });

  it("changes the password with the policy hints", async () => {
    const transport = new ScriptedAuth().script("updateUser", answer(makeUser()));
    const { user } = await renderApp("/dashboard/profile", { stored: liveSession(), transport });
    await findHeading("Preferences");
    await user.type(screen.getByLabelText("New password"), "Another1pass");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("status")).textContent).toContain("Your password is changed.");
    expect(transport.callsOf("updateUser")[0]?.args[1]).toEqual({ password: "Another1pass" });
  });
});
