import { render, screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { DashboardNotFound } from "../../src/routes/dashboard/DashboardNotFound";
import { WelcomeBanner } from "../../src/routes/dashboard/setup/WelcomeBanner";
import { makeForwardingAddress } from "../../src/services/ApiTest";
import { ErrorView } from "../../src/ui/ErrorView";
import { NotFoundView } from "../../src/ui/NotFoundView";
import { Page, TabTitles } from "../../src/ui/Page";
import { renderWithData } from "./support/dashboardHarness";

describe("the dashboard's Not Found fallback", () => {
  it("keeps SPEC §8's text and adds the way back to the dashboard", () => {
    const location = memoryLocation({ path: "/dashboard/nowhere" });
    render(
      <Router hook={location.hook}>
        <Route path="/dashboard" nest>
          <Route component={DashboardNotFound} />
        </Route>
      </Router>,
    );
    expect(screen.getByRole("heading", { name: "Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
  });

  it("stays bare where no way back is given", () => {
    render(<NotFoundView />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("the error view", () => {
  it("offers Try again only when it can read again", () => {
    const { rerender } = render(<ErrorView error={new Error("boom")} />);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    let retried = 0;
    rerender(<ErrorView error={new Error("boom")} onRetry={() => (retried += 1)} />);
    screen.getByRole("button", { name: "Try again" }).click();
    expect(retried).toBe(1);
  });
});

describe("the tab's title", () => {
  it("names a dashboard page", async () => {
    render(
      <TabTitles.Provider value={true}>
        <Page title="Events" />
      </TabTitles.Provider>,
    );
    await waitFor(() => expect(document.title).toBe("Events · Corkboard"));
  });

  it("is left to the prerenderer on public pages", () => {
    render(<Page title="Pricing" />);
    expect(document.querySelectorAll("title").length).toBeLessThanOrEqual(1);
    expect(document.title).not.toBe("Pricing · Corkboard");
  });
});

describe("the welcome on Setup", () => {
  it("leads with the forwarding address and the family, then senders and the calendar", async () => {
    renderWithData(<WelcomeBanner onDismiss={() => undefined} />, {
      getForwardingAddress: () =>
        Effect.succeed(makeForwardingAddress({ address: "maple42@in.localhost" })),
    });
    const address = (await screen.findByLabelText("Forward e-mails to")) as HTMLInputElement;
    expect(address.value).toBe("maple42@in.localhost");
    const banner = screen.getByRole("region", { name: "Welcome to Corkboard" });
    const text = banner.textContent ?? "";
    const order = ["Forward e-mails to", "Add your family", "whose e-mails", "Calendar"].map(
      (words) => text.indexOf(words),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
