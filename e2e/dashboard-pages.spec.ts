import { expect, test } from "@playwright/test";
import { DashboardEmailPages } from "./pages/DashboardEmailPages";
import { DashboardEventPages } from "./pages/DashboardEventPages";
import { DashboardPage } from "./pages/DashboardPage";
import {
  type DashboardRoute,
  dashboardRoutes,
  seededEmail,
  seededEvent,
} from "./pages/DashboardRoutes";
import { DashboardSetupPages } from "./pages/DashboardSetupPages";
import { seededAccounts, signIn } from "./support/accounts";

// The seeded reader account is only read here, so these tests run side by side.

test.beforeEach(async ({ page }) => {
  await signIn(page, seededAccounts.reader);
});

/** A route's path; a detail page's is read from its link on the list page. */
async function pathOf(dashboard: DashboardPage, route: DashboardRoute): Promise<string> {
  if (typeof route.path === "string") return route.path;
  await dashboard.goto(route.path.from);
  return dashboard.hrefOfLink(route.path.link);
}

function routeNamed(name: string): DashboardRoute {
  const route = dashboardRoutes.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`No dashboard route named ${name}`);
  return route;
}

async function seeRoute(dashboard: DashboardPage, name: string) {
  const route = routeNamed(name);
  await dashboard.seeHeading(route.heading);
  await expect(route.content(dashboard.page)).toBeVisible();
}

for (const route of dashboardRoutes) {
  test(`the ${route.name} page loads from its URL and passes axe`, async ({ page }) => {
    const dashboard = new DashboardPage(page);
    const path = await pathOf(dashboard, route);
    const response = await dashboard.goto(path);
    expect(response?.status()).toBe(200);
    await seeRoute(dashboard, route.name);
    await dashboard.seeLoaded();
    await dashboard.seeNoSeriousAxeViolations();
    // Failed requests, React warnings and CSP refusals all show up as console errors.
    await dashboard.seeNoConsoleErrors();
  });
}

test("every page opens from the dashboard navigation", async ({ page }) => {
  const dashboard = new DashboardPage(page);
  const emails = new DashboardEmailPages(page, dashboard);
  const events = new DashboardEventPages(page, dashboard);
  const setup = new DashboardSetupPages(page, dashboard);
  await dashboard.goto("/dashboard");
  await seeRoute(dashboard, "home");

  await dashboard.clickNavLink("Emails");
  await dashboard.seeUrl(/\/dashboard\/email$/);
  await dashboard.seeCurrentNavLink("Emails");
  await seeRoute(dashboard, "email list");
  await emails.clickEmail(seededEmail.subject);
  await dashboard.seeUrl(/\/dashboard\/email\/[^/]+$/);
  await seeRoute(dashboard, "email detail");
  await dashboard.seeCurrentNavLink("Emails");

  await dashboard.clickNavLink("Events");
  await dashboard.seeUrl(/\/dashboard\/event$/);
  await seeRoute(dashboard, "event list");
  await events.clickView("Month");
  await dashboard.seeUrl(/\/dashboard\/event\?view=month$/);
  await seeRoute(dashboard, "event month view");
  await events.clickView("Agenda");
  await dashboard.seeUrl(/\/dashboard\/event$/);
  await events.clickEvent(seededEvent.title);
  await dashboard.seeUrl(/\/dashboard\/event\/[^/]+$/);
  await seeRoute(dashboard, "event detail");
  await dashboard.seeCurrentNavLink("Events");

  await dashboard.clickNavLink("Family");
  await dashboard.seeUrl(/\/dashboard\/family$/);
  await seeRoute(dashboard, "family");

  await dashboard.clickNavLink("Setup");
  await dashboard.seeUrl(/\/dashboard\/setup\/contacts$/);
  await seeRoute(dashboard, "setup contacts");
  await dashboard.seeCurrentNavLink("Setup");
  await setup.clickStep("Calendar");
  await dashboard.seeUrl(/\/dashboard\/setup\/calendar$/);
  await seeRoute(dashboard, "setup calendar");
  await setup.clickStep("Forwarder");
  await dashboard.seeUrl(/\/dashboard\/setup\/forwarder$/);
  await seeRoute(dashboard, "setup forwarder");

  for (const [link, path, name] of [
    ["Preferences", "/dashboard/profile", "preferences"],
    ["Integrations", "/dashboard/integrations", "integrations"],
    ["Help", "/dashboard/help", "help"],
  ] as const) {
    await dashboard.clickNavLink(link);
    await dashboard.seeUrl(new RegExp(`${path}$`));
    await dashboard.seeCurrentNavLink(link);
    await seeRoute(dashboard, name);
  }

  await dashboard.clickHomeLink();
  await dashboard.seeUrl(/\/dashboard$/);
  await seeRoute(dashboard, "home");
  await dashboard.seeLoaded();
  await dashboard.seeNoConsoleErrors();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const route of dashboardRoutes) {
    test(`the ${route.name} page does not scroll sideways`, async ({ page }) => {
      const dashboard = new DashboardPage(page);
      const path = await pathOf(dashboard, route);
      await dashboard.goto(path);
      await seeRoute(dashboard, route.name);
      await dashboard.seeLoaded();
      await dashboard.seeNoHorizontalScroll();
    });
  }
});
