import { expect, test } from "@playwright/test";
import { newEmail, strongPassword } from "./pages/AuthPages";
import {
  LocalCheckoutPage,
  LocalPortalPage,
  ManageSubscriptionPage,
  PricingPage,
  ReferPage,
  testCards,
} from "./pages/BillingPages";
import { signInAsNewUser } from "./support/accounts";

// Billing in Local mode (the embedded provider): its checkout and portal are
// the server's own pages. Every test starts from a new account.

test("the pricing page shows prices read live by JavaScript, monthly and yearly", async ({
  page,
}) => {
  const productRead = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith("/api/stripe/product/"),
  );
  const pricing = new PricingPage(page);
  await pricing.goto();
  await productRead;
  await pricing.seeLivePrice("$6");
  await pricing.chooseInterval("Yearly");
  await pricing.seeLivePrice("$60");
  await expect(page.getByRole("link", { name: "Start your 14-day trial" })).toHaveAttribute(
    "href",
    "/signup?plan=family&interval=year",
  );
  await pricing.site.seeNoSeriousAxeViolations();
});

test("a new user sees the warning mark, subscribes with 4242 and the mark goes", async ({
  page,
}) => {
  await signInAsNewUser(page, "e2e-billing");
  const manage = new ManageSubscriptionPage(page);
  await manage.goto();
  await manage.seeWarningMark();
  await manage.seeFreePlan();
  await manage.dashboard.seeNoSeriousAxeViolations();
  await manage.dashboard.seeNoConsoleErrors();
  await page.setViewportSize({ width: 390, height: 844 });
  await manage.dashboard.seeNoHorizontalScroll();
  await manage.seeWarningMarkInMenu();
  await page.setViewportSize({ width: 1280, height: 720 });

  await manage.clickSubscribe("monthly");
  const checkout = new LocalCheckoutPage(page);
  await checkout.seePage();
  await checkout.site.seeNoSeriousAxeViolations();
  await checkout.pay(testCards.ok);

  await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=success$/);
  // Back in the app: its console is watched afresh (the checkout is the server's plain page).
  const back = new ManageSubscriptionPage(page);
  await back.seeCheckoutConfirmation();
  await back.seeTrial();
  await back.seeCard(/ending in 4242/);
  await back.seeNoWarningMark();
  await back.dashboard.seeNoSeriousAxeViolations();
  // One column on a phone, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await back.dashboard.seeNoHorizontalScroll();
  await back.dashboard.seeNoConsoleErrors();
});

test("a declined card shows the decline and changes nothing", async ({ page }) => {
  await signInAsNewUser(page, "e2e-billing-declined");
  // Signed in, the pricing page's Subscribe goes straight to the checkout.
  const pricing = new PricingPage(page);
  await pricing.goto();
  await pricing.chooseInterval("Yearly");
  await pricing.seeLivePrice("$60");
  await pricing.clickSubscribe();
  const checkout = new LocalCheckoutPage(page);
  await checkout.seePage();
  await checkout.pay(testCards.declined);
  await checkout.seeDeclined("Your card was declined.");
  await checkout.site.seeNoSeriousAxeViolations();

  const manage = new ManageSubscriptionPage(page);
  await manage.goto();
  await manage.seeFreePlan();
  await manage.seeWarningMark();
});

test("cancel at the period end and resume, through the portal", async ({ page }) => {
  await signInAsNewUser(page, "e2e-billing-portal");
  const manage = new ManageSubscriptionPage(page);
  await manage.goto();
  await manage.clickSubscribe("monthly");
  const checkout = new LocalCheckoutPage(page);
  await checkout.seePage();
  await checkout.pay(testCards.ok);
  await manage.seeTrial();

  await manage.clickPortalAction("Cancel subscription");
  const portal = new LocalPortalPage(page);
  await portal.seePage();
  await manage.dashboard.site.seeNoSeriousAxeViolations();
  await portal.clickCancelAtPeriodEnd();
  await portal.clickBack();
  await manage.seePage();
  await manage.seeEnding();

  await manage.clickPortalAction("Resume");
  await portal.seePage();
  await portal.clickResume();
  await portal.clickBack();
  await manage.seePage();
  await manage.seeNotEnding();
});

test("a friend signs up with the referral link and subscribes; the referrer sees the credit", async ({
  page,
  browser,
}) => {
  await signInAsNewUser(page, "e2e-referrer");
  const refer = new ReferPage(page);
  await refer.goto();
  const code = await refer.code();
  await refer.seeFriends(0);
  await refer.dashboard.seeNoSeriousAxeViolations();

  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(`/signup?ref=${code}`);
    await expect(
      friend.getByText(`Your friend's code ${code}: 50% off your first month.`),
    ).toBeVisible();
    await friend.getByLabel("E-mail").fill(newEmail("e2e-friend"));
    await friend.getByLabel("Password", { exact: true }).fill(strongPassword);
    await friend.getByRole("button", { name: "Create account" }).click();
    await expect(friend).toHaveURL(/\/dashboard(\/|$)/);

    const manage = new ManageSubscriptionPage(friend);
    await manage.goto();
    await manage.seeFriendCode(code);
    await manage.clickSubscribe("monthly");
    const checkout = new LocalCheckoutPage(friend);
    await checkout.seePage();
    // The payment link carries the friend's code to the checkout.
    expect((await checkout.promoCode()).toUpperCase()).toBe(code);
    await checkout.pay(testCards.ok);
    await manage.seeTrial();
  } finally {
    await friendContext.close();
  }

  await refer.goto();
  await refer.seeFriends(1);
  await refer.seeCredit("$6");
});
