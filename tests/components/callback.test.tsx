import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import { AuthApiError } from "../../src/services/authErrors";
import {
  findHeading,
  liveSession,
  makeUser,
  renderApp,
  signedInResponse,
  waitForUrl,
} from "./support/appHarness";

describe("/callback", () => {
  it("shows the error a link brings back in its fragment, with the way back to sign in", async () => {
    const transport = new ScriptedAuth();
    await renderApp(
      "/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
      { transport },
    );
    await findHeading("This link did not work");
    expect(screen.getByRole("alert").textContent).toBe("Email link is invalid or has expired");
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(transport.calls).toEqual([]);
  });

  it("signs in with the tokens of a confirmation link and goes to the dashboard", async () => {
    const session = liveSession();
    const transport = new ScriptedAuth().script("getUser", answer(session.user));
    await renderApp(
      `/callback#access_token=${session.access_token}&refresh_token=r-1&expires_in=3600&token_type=bearer&type=signup`,
      { transport },
    );
    await waitForUrl("/dashboard");
    await findHeading("Hello, ada.lovelace");
    expect(transport.callsOf("getUser")[0]?.args[0]).toBe(session.access_token);
    expect(window.location.hash).toBe("");
  });

  it("exchanges a PKCE code", async () => {
    const transport = new ScriptedAuth().script(
      "exchangeCodeForSession",
      answer(signedInResponse(liveSession())),
    );
    await renderApp("/callback?code=code-1", { transport });
    await waitForUrl("/dashboard");
    expect(transport.callsOf("exchangeCodeForSession")[0]?.args[0]).toBe("code-1");
  });

  it("verifies a token hash, and after a recovery link goes to the new-password form", async () => {
    const session = liveSession({ user: makeUser({ email: "grace@example.com" }) });
    const transport = new ScriptedAuth().script(
      "verifyOtp",
      answer({ ...signedInResponse(session), redirectType: "recovery" }),
    );
    await renderApp("/callback?token_hash=hash-1&type=recovery", { transport });
    await waitForUrl("/password-reset");
    await findHeading("Choose a new password");
    expect(transport.callsOf("verifyOtp")[0]?.args[0]).toEqual({
      type: "recovery",
      tokenHash: "hash-1",
    });
  });

  it("shows the auth service's answer when the exchange fails", async () => {
    const transport = new ScriptedAuth().script(
      "exchangeCodeForSession",
      failWith(
        new AuthApiError({
          status: 400,
          code: "flow_state_not_found",
          message: "invalid flow state",
        }),
      ),
    );
    await renderApp("/callback?code=old", { transport });
    await findHeading("This link did not work");
    expect(screen.getByRole("alert").textContent).toBe("invalid flow state");
  });

  it("says so when the link carries nothing", async () => {
    await renderApp("/callback");
    await findHeading("This link is not complete");
    expect(within(screen.getByRole("alert")).getByText(/Open the link/)).toBeTruthy();
  });
});

describe("/password-reset", () => {
  it("sends the link to the address, then says to check the inbox", async () => {
    const transport = new ScriptedAuth().script("resetPasswordForEmail", answer(undefined));
    const { user } = await renderApp("/password-reset", { transport });
    await findHeading("Reset your password");
    await user.type(screen.getByLabelText("E-mail"), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect((await screen.findByRole("status")).textContent).toContain("Check your inbox.");
    expect(transport.callsOf("resetPasswordForEmail")[0]?.args).toEqual([
      "nobody@example.com",
      `${window.location.origin}/password-reset`,
    ]);
  });

  it("from the recovery link, sets a new password with the policy hints and goes on", async () => {
    const session = liveSession();
    const transport = new ScriptedAuth()
      .script("getUser", answer(session.user))
      .script("updateUser", answer(session.user));
    const { user } = await renderApp(
      `/password-reset#access_token=${session.access_token}&refresh_token=r-1&expires_in=3600&type=recovery`,
      { transport },
    );
    await findHeading("Choose a new password");
    expect(window.location.hash).toBe("");
    const password = screen.getByLabelText("New password");
    await user.type(password, "NewPassw0rd");
    expect(document.querySelector('li[data-rule="digit"]')?.getAttribute("data-met")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    await waitForUrl("/dashboard");
    expect(transport.callsOf("updateUser")[0]?.args[1]).toEqual({ password: "NewPassw0rd" });
  });
});
