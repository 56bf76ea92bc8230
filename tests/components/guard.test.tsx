import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, ScriptedAuth } from "../../src/services/AuthTest";
import { currentUrl, findHeading, liveSession, renderApp, waitForUrl } from "./support/appHarness";

describe("the app gate and the route guards", () => {
  it("sends a visitor from a dashboard page to /login with the page as redirect", async () => {
    const entries = window.history.length;
    await renderApp("/dashboard/x");
    await waitForUrl("/login?redirect=/dashboard/x");
    await findHeading("Sign in");
    // Replaced, not pushed: Back does not return to the page that bounced.
    expect(window.history.length).toBe(entries);
  });

  it("defaults the redirect to /dashboard", async () => {
    await renderApp("/dashboard");
    await waitForUrl("/login?redirect=/dashboard");
  });

  it("sends a signed-in user from /login and /signup to the dashboard", async () => {
    await renderApp("/login", { stored: liveSession() });
    await waitForUrl("/dashboard");
    await findHeading("Hello, ada.lovelace");
  });

  it("honours a same-origin redirect on /login for a signed-in user", async () => {
    await renderApp("/login?redirect=/dashboard/profile", { stored: liveSession() });
    await waitForUrl("/dashboard/profile");
    await findHeading("Preferences");
  });

  it("never follows a redirect to another site", async () => {
    await renderApp("/login?redirect=//evil.com", { stored: liveSession() });
    await waitForUrl("/dashboard");
  });

  it("shows the full-height spinner instead of the page while auth loads", async () => {
    // A stored session about to expire is refreshed before the guard decides.
    const transport = new ScriptedAuth();
    await renderApp("/dashboard", { stored: liveSession({ expiresIn: 30 }), transport });
    const status = await screen.findByRole("status");
    expect(within(status).getByTestId("spinner")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    await screen.findByRole("status");
    transport.pending("refresh")[0]?.succeed(liveSession());
    await findHeading("Hello, ada.lovelace");
    expect(currentUrl()).toBe("/dashboard");
  });

  it("keeps the search parameters when /dashboard/setup moves on to its first step", async () => {
    await renderApp("/dashboard/setup/?welcome=true", { stored: liveSession() });
    await waitForUrl("/dashboard/setup/contacts?welcome=true");
  });

  it("lets public pages through without loading auth", async () => {
    const transport = new ScriptedAuth().script("refresh", answer(liveSession()));
    await renderApp("/pricing", { transport });
    await findHeading("Pricing");
    expect(transport.calls).toEqual([]);
  });
});
