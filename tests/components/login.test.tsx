import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { newAccountApi } from "../../src/services/ApiTest";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import { AuthApiError } from "../../src/services/authErrors";
import { verifiedTotp } from "../machines/support/fixtures";
import {
  currentUrl,
  findHeading,
  liveSession,
  makeUser,
  renderApp,
  signedInResponse,
  waitForUrl,
} from "./support/appHarness";

async function signIn(user: Awaited<ReturnType<typeof renderApp>>["user"], password = "Password1") {
  await findHeading("Sign in");
  await user.type(screen.getByLabelText("E-mail"), "ada.lovelace@example.com");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("/login", () => {
  it("signs in and goes to the redirect target", async () => {
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      answer(signedInResponse(liveSession())),
    );
    const { user } = await renderApp("/login?redirect=/dashboard/help", { transport });
    await signIn(user);
    await waitForUrl("/dashboard/help");
    expect(transport.callsOf("signInWithPassword")[0]?.args[0]).toEqual({
      email: "ada.lovelace@example.com",
      password: "Password1",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Help" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Dashboard" })).toBeTruthy();
  });

  it("takes the first redirect value only", async () => {
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      answer(signedInResponse(liveSession())),
    );
    const { user } = await renderApp("/login?redirect=/dashboard/family&redirect=/dashboard/help", {
      transport,
    });
    await signIn(user);
    await waitForUrl("/dashboard/family");
  });

  it("ignores a redirect to another site", async () => {
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      answer(signedInResponse(liveSession())),
    );
    const { user } = await renderApp("/login?redirect=//evil.com", { transport });
    await signIn(user);
    await waitForUrl("/dashboard");
    await findHeading("Hello, ada.lovelace");
  });

  it("says when the e-mail and password do not match, beside the form", async () => {
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      failWith(
        new AuthApiError({
          status: 400,
          code: "invalid_credentials",
          message: "Invalid login credentials",
        }),
      ),
    );
    const { user } = await renderApp("/login", { transport });
    await signIn(user, "wrong");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "That e-mail and password do not match. Check them and try again.",
    );
    expect(alert.closest("form")).toBe(
      screen.getByRole("button", { name: "Sign in" }).closest("form"),
    );
    expect(currentUrl()).toBe("/login");
  });

  it("asks for the 6-digit code when the account has a verified factor", async () => {
    const factorUser = makeUser({ factors: [verifiedTotp] });
    const aal1 = liveSession({ user: factorUser, aal: "aal1" });
    const aal2 = liveSession({ user: factorUser, aal: "aal2" });
    const transport = new ScriptedAuth()
      .script("signInWithPassword", answer(signedInResponse(aal1)))
      .script(
        "mfaChallenge",
        answer({ id: "challenge-1", expiresAt: Date.now() / 1000 + 300 }),
        answer({ id: "challenge-2", expiresAt: Date.now() / 1000 + 300 }),
      )
      .script(
        "mfaVerify",
        failWith(
          new AuthApiError({
            status: 422,
            code: "mfa_verification_failed",
            message: "Invalid TOTP code entered",
          }),
        ),
        answer(aal2),
      );
    // Every product call is counted: none may go out before the code step is passed.
    const productCalls: Array<string> = [];
    const api = new Proxy(newAccountApi(), {
      get: (target, name, receiver) => {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== "function") return value;
        return (...args: Array<unknown>) => {
          productCalls.push(String(name));
          return Reflect.apply(value, target, args);
        };
      },
    });
    const { user } = await renderApp("/login?redirect=/dashboard/profile", { transport, api });
    await signIn(user);
    await findHeading("Enter your code");
    expect(currentUrl()).toBe("/login?redirect=/dashboard/profile");
    const code = screen.getByLabelText("6-digit code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");

    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not right.");
    expect(productCalls).toEqual([]);

    await user.clear(code);
    await user.type(code, "123 456");
    expect((code as HTMLInputElement).value).toBe("123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitForUrl("/dashboard/profile");
    expect(transport.callsOf("mfaVerify")[1]?.args[1]).toMatchObject({
      factorId: verifiedTotp.id,
      code: "123456",
    });
    await waitFor(() => expect(productCalls.length).toBeGreaterThan(0));
  });

  it("takes a recovery code at the code step when the phone is lost", async () => {
    const factorUser = makeUser({ factors: [verifiedTotp] });
    const aal1 = liveSession({ user: factorUser, aal: "aal1" });
    const aal2 = liveSession({ user: factorUser, aal: "aal2" });
    const transport = new ScriptedAuth()
      .script("signInWithPassword", answer(signedInResponse(aal1)))
      .script("mfaChallenge", answer({ id: "challenge-1", expiresAt: Date.now() / 1000 + 300 }))
      .script("mfaVerify", answer(aal2));
    const { user } = await renderApp("/login?redirect=/dashboard/profile", {
      transport,
      api: newAccountApi(),
    });
    await signIn(user);
    await findHeading("Enter your code");
    await user.click(screen.getByRole("button", { name: "Lost your phone? Use a recovery code" }));
    const field = screen.getByLabelText("Recovery code");
    expect(field.getAttribute("inputmode")).toBeNull();
    await user.type(field, " abcd-efgh-jkmn ");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitForUrl("/dashboard/profile");
    expect(transport.callsOf("mfaVerify")[0]?.args[1]).toMatchObject({
      factorId: verifiedTotp.id,
      code: "abcd-efgh-jkmn",
    });
  });

  it("links to the password reset", async () => {
    await renderApp("/login");
    await findHeading("Sign in");
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/password-reset",
    );
  });

  it("offers neither Microsoft nor Google when they are not configured", async () => {
    await renderApp("/login");
    await findHeading("Sign in");
    expect(screen.queryByRole("button", { name: "Sign in with Microsoft" })).toBeNull();
    expect(screen.queryByText("Google sign-in is not available right now.")).toBeNull();
  });

  it("shows the Microsoft button when a client id is configured", async () => {
    await renderApp("/login", { config: { msClientId: "client-1" } });
    await findHeading("Sign in");
    expect(screen.getByRole("button", { name: "Sign in with Microsoft" })).toBeTruthy();
  });

  it("says so when Google's script cannot load (happy-dom loads no scripts)", async () => {
    await renderApp("/login", { config: { googleClientId: "google-client-1" } });
    await findHeading("Sign in");
    expect(await screen.findByText("Google sign-in is not available right now.")).toBeTruthy();
  });
});
