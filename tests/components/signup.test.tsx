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

function hintFor(rule: string): HTMLElement {
  const hint = document.querySelector<HTMLElement>(`li[data-rule="${rule}"]`);
  if (hint === null) throw new Error(`No hint for ${rule}`);
  return hint;
}

const metRules = () =>
  ["length", "lower", "upper", "digit"].filter((rule) => hintFor(rule).dataset.met === "true");

describe("/signup", () => {
  it("ticks each password rule off as the user types", async () => {
    const { user } = await renderApp("/signup");
    await findHeading("Create your account");
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-describedby")).toBeTruthy();
    expect(metRules()).toEqual([]);
    await user.type(password, "a");
    expect(metRules()).toEqual(["lower"]);
    await user.type(password, "B");
    expect(metRules()).toEqual(["lower", "upper"]);
    await user.type(password, "3");
    expect(metRules()).toEqual(["lower", "upper", "digit"]);
    await user.type(password, "xxxxx");
    expect(metRules()).toEqual(["length", "lower", "upper", "digit"]);
    expect(hintFor("length").textContent).toContain("(done)");
  });

  it("shows the server's weak-password reasons next to the form", async () => {
    const transport = new ScriptedAuth().script(
      "signUp",
      failWith(
        new AuthApiError({
          status: 422,
          code: "weak_password",
          message: "Password should contain at least one character of each",
          reasons: ["length", "pwned"],
        }),
      ),
    );
    const { user } = await renderApp("/signup", { transport });
    await findHeading("Create your account");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Choose a stronger password.");
    const reasons = within(alert)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      "Use 8 to 72 characters.",
      "This password has appeared in a data breach. Choose another one.",
    ]);
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(transport.callsOf("signUp")[0]?.args[0]).toMatchObject({
      email: "ada@example.com",
      password: "Password1",
      redirectTo: `${window.location.origin}/callback`,
      // Issue 13: the family's zone starts as this browser's.
      data: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  });

  it("offers to sign in when the e-mail is already registered", async () => {
    const transport = new ScriptedAuth().script(
      "signUp",
      failWith(
        new AuthApiError({
          status: 422,
          code: "user_already_exists",
          message: "User already registered",
        }),
      ),
    );
    const { user } = await renderApp("/signup", { transport });
    await findHeading("Create your account");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("There is already an account with this e-mail.");
    expect(within(alert).getByRole("link", { name: "Sign in instead" }).getAttribute("href")).toBe(
      "/login",
    );
  });

  it("shows progress while the account is created, then lands on the setup's welcome", async () => {
    const transport = new ScriptedAuth();
    const { user } = await renderApp("/signup", { transport });
    await findHeading("Create your account");
    await user.type(screen.getByLabelText("E-mail"), "grace.hopper@example.com");
    await user.type(screen.getByLabelText("Password"), "Password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const busy = screen.getByRole("button", { name: "Creating your account…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    const session = liveSession({ user: makeUser({ email: "grace.hopper@example.com" }) });
    transport.pending("signUp")[0]?.succeed(signedInResponse(session));
    await waitForUrl("/dashboard/setup/contacts?welcome=true");
    await findHeading("Setup");
    expect(screen.getByText(/welcome/i)).toBeTruthy();
  });

  it("says to check the inbox when the account must be confirmed first", async () => {
    const transport = new ScriptedAuth().script(
      "signUp",
      answer({ session: null, user: makeUser(), redirectType: null, weakPassword: null }),
    );
    const { user } = await renderApp("/signup", { transport });
    await findHeading("Create your account");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("status")).textContent).toContain("Check your inbox");
  });
});
