import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { navSessionFromStored } from "../../src/runtime/storedSession";
import { answer, ScriptedAuth } from "../../src/services/AuthTest";
import { verifiedTotp } from "../machines/support/fixtures";
import {
  authActor,
  dashboardPages,
  findHeading,
  liveSession,
  makeUser,
  renderApp,
  waitForUrl,
} from "./support/appHarness";

describe("the stored session as the public nav reads it", () => {
  it("is signed in with the e-mail's name, and not while the second factor is due", () => {
    const session = liveSession();
    expect(navSessionFromStored(JSON.stringify(session))).toEqual({
      signedIn: true,
      userLabel: "ada.lovelace",
    });
    const noEmail = liveSession({ user: makeUser({ email: undefined }) });
    expect(navSessionFromStored(JSON.stringify(noEmail)).userLabel).toBe("User");
    const mfaDue = liveSession({ user: makeUser({ factors: [verifiedTotp] }), aal: "aal1" });
    expect(navSessionFromStored(JSON.stringify(mfaDue)).signedIn).toBe(false);
    expect(navSessionFromStored("{not json").signedIn).toBe(false);
    expect(navSessionFromStored(null).signedIn).toBe(false);
  });
});

describe("the navigation bar, signed in", () => {
  it("shows Dashboard first and the user button on a public page, before auth loads", async () => {
    const transport = new ScriptedAuth();
    await renderApp("/pricing", { stored: liveSession(), transport });
    await findHeading("Pricing");
    const bar = screen.getByRole("navigation", { name: "Main" });
    const links = within(bar)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual([
      "Corkboard",
      "Dashboard",
      "How It Works",
      "Features",
      "About",
      "FAQ",
      "Pricing",
    ]);
    const button = within(bar).getByRole("button", { name: "ada.lovelace" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(within(bar).queryByRole("link", { name: "Login" })).toBeNull();
    // The public page did not need the auth service for any of this.
    expect(transport.calls).toEqual([]);
  });

  it("opens a keyboard menu with Reset Password and Logout", async () => {
    const { user } = await renderApp("/pricing", { stored: liveSession() });
    await findHeading("Pricing");
    const button = screen.getByRole("button", { name: "ada.lovelace" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.keyboard("{ArrowDown}");
    const menu = screen.getByRole("menu", { name: "ada.lovelace" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Reset Password", "Logout"]);
    expect(items[0]?.getAttribute("href")).toBe("/password-reset");
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("Logout");
  });

  it("signs out from the menu and ends on /login", async () => {
    const transport = new ScriptedAuth().script("signOut", answer(undefined));
    const { user } = await renderApp("/dashboard", { stored: liveSession(), transport });
    await findHeading("Hello, ada.lovelace");
    await user.click(screen.getByRole("button", { name: "ada.lovelace" }));
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    await waitForUrl("/login");
    await findHeading("Sign in");
    expect(transport.callsOf("signOut")).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    const bar = screen.getByRole("navigation", { name: "Main" });
    expect(within(bar).getByRole("link", { name: "Login" })).toBeTruthy();
  });

  it("signs out from a public page too, loading auth first", async () => {
    const transport = new ScriptedAuth().script("signOut", answer(undefined));
    const { user } = await renderApp("/faq", { stored: liveSession(), transport });
    await findHeading("Frequently asked questions");
    await user.click(screen.getByRole("button", { name: "ada.lovelace" }));
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    await waitForUrl("/login");
    expect(authActor().getSnapshot().hasTag("signedOut")).toBe(true);
  });

  it("labels the button User when the e-mail is unknown", async () => {
    await renderApp("/", { stored: liveSession({ user: makeUser({ email: undefined }) }) });
    expect(await screen.findByRole("button", { name: "User" })).toBeTruthy();
  });
});

interface HappyDomWindow {
  readonly happyDOM: { setViewport(size: { width: number; height: number }): void };
}

describe("the slide-over menu, signed in", () => {
  beforeEach(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 390, height: 844 });
  });
  afterEach(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });

  it("expands the Dashboard entry into the dashboard pages", async () => {
    const { user } = await renderApp("/about", { stored: liveSession() });
    await findHeading("About Corkboard");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    const toggle = within(dialog).getByRole("button", { name: "Dashboard pages" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(dialog).queryByRole("link", { name: "Emails" })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const sub = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(sub).not.toBeNull();
    const entries = within(sub as HTMLElement)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(entries).toEqual(dashboardPages);
    expect(within(dialog).getByText("Signed in as ada.lovelace")).toBeTruthy();
    await user.click(within(dialog).getByRole("link", { name: "Preferences" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitForUrl("/dashboard/profile");
  });
});
