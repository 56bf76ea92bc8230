import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { afterLoginPath, decideRoute, loginPathFor } from "../../src/machines/guard/decideRoute";
import { guardMachine } from "../../src/machines/guard/guard.machine";
import type { GuardAuth, GuardEmitted, RouteDecision } from "../../src/machines/guard/guard.types";

const loading: GuardAuth = { loading: true, signedIn: false };
const signedOut: GuardAuth = { loading: false, signedIn: false };
const signedIn: GuardAuth = { loading: false, signedIn: true };

const wait: RouteDecision = { kind: "wait" };
const allow: RouteDecision = { kind: "allow" };
const redirect = (to: string): RouteDecision => ({ kind: "redirect", to });

describe("decideRoute (SPEC §2 route guards)", () => {
  it.each<[string, string, GuardAuth, RouteDecision]>([
    // Nothing is decided while auth loads: the spinner replaces the router.
    ["/dashboard", "", loading, wait],
    ["/", "", loading, wait],
    ["/login", "?redirect=/dashboard/x", loading, wait],
    // The dashboard needs a session; the redirect keeps the path and its search.
    ["/dashboard", "", signedOut, redirect("/login?redirect=/dashboard")],
    ["/dashboard/", "", signedOut, redirect("/login?redirect=/dashboard/")],
    ["/dashboard/x", "", signedOut, redirect("/login?redirect=/dashboard/x")],
    ["/dashboard/x", "?tab=1", signedOut, redirect("/login?redirect=/dashboard/x%3Ftab%3D1")],
    [
      "/dashboard/x",
      "tab=1&b=2",
      signedOut,
      redirect("/login?redirect=/dashboard/x%3Ftab%3D1%26b%3D2"),
    ],
    ["/dashboard/email/42", "", signedOut, redirect("/login?redirect=/dashboard/email/42")],
    ["/dashboard", "", signedIn, allow],
    ["/dashboard/x", "?tab=1", signedIn, allow],
    // Not the dashboard, only a prefix of its name.
    ["/dashboardish", "", signedOut, allow],
    // Public pages are for everyone.
    ["/", "", signedOut, allow],
    ["/pricing", "", signedIn, allow],
    ["/password-reset", "", signedIn, allow],
    ["/callback", "?code=abc", signedOut, allow],
    // Visitors' pages send a signed-in user on.
    ["/login", "", signedOut, allow],
    ["/login", "?redirect=//evil.com", signedOut, allow],
    ["/signup", "", signedOut, allow],
    ["/login", "", signedIn, redirect("/dashboard")],
    ["/login/", "", signedIn, redirect("/dashboard")],
    ["/signup", "", signedIn, redirect("/dashboard")],
    ["/signup", "?redirect=/dashboard/x", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=/dashboard/x", signedIn, redirect("/dashboard/x")],
    ["/login", "?redirect=/dashboard/x%3Ftab%3D1", signedIn, redirect("/dashboard/x?tab=1")],
    ["/login", "?redirect=%2Fdashboard%2Fx%3Ftab%3D1", signedIn, redirect("/dashboard/x?tab=1")],
    ["/login", "redirect=/dashboard/help", signedIn, redirect("/dashboard/help")],
    // Several redirect values: the first one counts.
    [
      "/login",
      "?redirect=/dashboard/family&redirect=/dashboard/help",
      signedIn,
      redirect("/dashboard/family"),
    ],
    ["/login", "?redirect=//evil.com&redirect=/dashboard/help", signedIn, redirect("/dashboard")],
    [
      "/login",
      "?redirect=/dashboard/help&redirect=//evil.com",
      signedIn,
      redirect("/dashboard/help"),
    ],
    // Only same-origin paths are followed.
    ["/login", "?redirect=//evil.com", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=%2F%2Fevil.com", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=https://evil.com", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=https%3A%2F%2Fevil.com%2Fdashboard", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=/%5Cevil.com", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=/%09/evil.com", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=javascript:alert(1)", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=dashboard/x", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=", signedIn, redirect("/dashboard")],
    // Never back to a visitors' page.
    ["/login", "?redirect=/login", signedIn, redirect("/dashboard")],
    ["/login", "?redirect=/signup%3Fx%3D1", signedIn, redirect("/dashboard")],
  ])("%s%s %j -> %j", (path, search, auth, expected) => {
    expect(decideRoute(path, search, auth)).toEqual(expected);
  });

  it.each([
    "/dashboard",
    "/dashboard/x?tab=1",
    "/dashboard/event/7/?a=b&c=d#top",
    "/dashboard/x?next=/a%2Fb",
  ])("brings %s back after login", (target) => {
    const url = new URL(target, "https://corkboard.test");
    const login = new URL(loginPathFor(url.pathname, url.search), "https://corkboard.test");
    expect(login.pathname).toBe("/login");
    expect(afterLoginPath(login.search)).toBe(`${url.pathname}${url.search}`);
  });
});

function startGuard(path: string, search: string, auth: GuardAuth) {
  const actor = createActor(guardMachine, { input: { path, search, auth } });
  const redirects: Array<GuardEmitted> = [];
  actor.on("redirect", (event) => redirects.push(event));
  actor.start();
  return { actor, redirects };
}

describe("the guard machine", () => {
  it("shows the spinner while auth loads, then redirects a visitor away from the dashboard", () => {
    const { actor, redirects } = startGuard("/dashboard/x", "?tab=1", loading);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(redirects).toEqual([]);
    actor.send({ type: "auth.changed", auth: signedOut });
    expect(actor.getSnapshot().hasTag("redirecting")).toBe(true);
    expect(actor.getSnapshot().context.redirectTo).toBe("/login?redirect=/dashboard/x%3Ftab%3D1");
    expect(redirects).toEqual([{ type: "redirect", to: "/login?redirect=/dashboard/x%3Ftab%3D1" }]);
    actor.send({
      type: "location.changed",
      path: "/login",
      search: "?redirect=/dashboard/x%3Ftab%3D1",
    });
    expect(actor.getSnapshot().value).toBe("allowed");
    expect(actor.getSnapshot().context.redirectTo).toBeNull();
  });

  it("sends a signed-in user from /login to the redirect target", () => {
    const { actor, redirects } = startGuard("/login", "?redirect=/dashboard/help", signedOut);
    expect(actor.getSnapshot().value).toBe("allowed");
    actor.send({ type: "auth.changed", auth: signedIn });
    expect(redirects.map((event) => event.to)).toEqual(["/dashboard/help"]);
  });

  it("lands a sign-up that completes on /signup on the setup's welcome", () => {
    const { actor, redirects } = startGuard("/signup", "", signedOut);
    actor.send({ type: "auth.changed", auth: signedIn });
    expect(actor.getSnapshot().hasTag("redirecting")).toBe(true);
    expect(redirects.map((event) => event.to)).toEqual(["/dashboard/setup?welcome=true"]);
    actor.send({ type: "location.changed", path: "/dashboard/setup", search: "?welcome=true" });
    expect(actor.getSnapshot().value).toBe("allowed");
  });

  it("sends a user who arrives at /signup already signed in to /dashboard", () => {
    const { actor, redirects } = startGuard("/pricing", "", loading);
    actor.send({ type: "auth.changed", auth: signedIn });
    actor.send({ type: "location.changed", path: "/signup", search: "" });
    expect(redirects.map((event) => event.to)).toEqual(["/dashboard"]);
    const recovered = startGuard("/signup", "", loading);
    recovered.actor.send({ type: "auth.changed", auth: signedIn });
    expect(recovered.redirects.map((event) => event.to)).toEqual(["/dashboard"]);
  });

  it("sends the browser to /login on a sign-out, whatever the page", () => {
    const { actor, redirects } = startGuard("/pricing", "", signedIn);
    actor.send({ type: "auth.signedOut" });
    // The auth snapshot that follows says the same thing, and changes nothing more.
    actor.send({ type: "auth.changed", auth: signedOut });
    expect(actor.getSnapshot().value).toBe("signedOutRedirect");
    expect(redirects.map((event) => event.to)).toEqual(["/login"]);
    actor.send({ type: "location.changed", path: "/login", search: "" });
    expect(actor.getSnapshot().value).toBe("allowed");
  });

  it("ignores a sign-out while auth is still loading, and on /login itself", () => {
    const { actor, redirects } = startGuard("/pricing", "", loading);
    actor.send({ type: "auth.signedOut" });
    expect(actor.getSnapshot().value).toBe("loading");
    actor.send({ type: "location.changed", path: "/login", search: "" });
    actor.send({ type: "auth.changed", auth: signedOut });
    actor.send({ type: "auth.signedOut" });
    expect(actor.getSnapshot().value).toBe("allowed");
    expect(redirects).toEqual([]);
  });
});
