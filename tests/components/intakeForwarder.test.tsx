import { act, screen, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import type { ForwardingAddress } from "../../api/Intake";
import { defaultPreferences } from "../../api/Preferences";
import { ForwarderGuide } from "../../src/routes/dashboard/setup/ForwarderStep";
import { ForwardingAddressPanel } from "../../src/routes/dashboard/setup/ForwardingAddressPanel";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, Gate, makeForwardingAddress } from "../../src/services/ApiTest";
import { renderDashboard } from "./support/dashboardHarness";

/**
 * Setup → Forwarder: the forwarding address with Copy, its loading and
 * error views, and a new address behind a question that says mail to the
 * old one will be refused.
 */

const first = makeForwardingAddress({ address: "k7q2m9x4ab@in.localhost" });
const second = makeForwardingAddress({
  address: "p3w8z1c6de@in.localhost",
  createdAt: "2026-09-05T08:00:00.000Z",
});

function forwarderApi(overrides: Partial<ApiService> = {}): Partial<ApiService> {
  return {
    getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
    getForwardingAddress: () => Effect.succeed(first),
    ...overrides,
  };
}

const renderForwarder = (api: Partial<ApiService>) =>
  renderDashboard(
    "/dashboard/setup/forwarder",
    <Route path="/setup/forwarder">
      <ForwarderGuide mailDomain="in.localhost" addressPanel={<ForwardingAddressPanel />} />
    </Route>,
    api,
  );

describe("Setup → Forwarder", () => {
  it("shows the address with Copy, and how to forward to it", async () => {
    renderForwarder(forwarderApi());
    const field = await screen.findByRole("textbox", { name: "Your forwarding address" });
    expect((field as HTMLInputElement).value).toBe(first.address);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole("button", { name: /Copy/ })).toBeTruthy();
    expect(screen.getByText("@in.localhost")).toBeTruthy();
    expect(screen.getByText("Gmail")).toBeTruthy();
    expect(screen.queryByText(/will appear here/)).toBeNull();
  });

  it("shows the loading view, then the error view with Try again", async () => {
    const gate = new Gate<ForwardingAddress>();
    let attempts = 0;
    const { user } = renderForwarder(
      forwarderApi({
        getForwardingAddress: () =>
          Effect.suspend(() => {
            attempts += 1;
            return attempts === 1 ? gate.effect : Effect.succeed(first);
          }),
      }),
    );
    expect(await screen.findByText("Loading your forwarding address")).toBeTruthy();
    // A 404 is not retried (it answers the same however often it is asked).
    act(() => gate.fail(apiFailure(404, "not_found", "Not Found")));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load your forwarding address.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Your forwarding address" })).toBeTruthy();
  });

  it("rotates the address after asking, saying the old one will be refused", async () => {
    let rotations = 0;
    let current = first;
    const { user } = renderForwarder(
      forwarderApi({
        getForwardingAddress: () => Effect.sync(() => current),
        rotateForwardingAddress: () =>
          Effect.sync(() => {
            rotations += 1;
            current = second;
            return second;
          }),
      }),
    );
    await screen.findByRole("textbox", { name: "Your forwarding address" });
    await user.click(screen.getByRole("button", { name: "Rotate address" }));
    const dialog = screen.getByRole("dialog", { name: "Get a new forwarding address?" });
    expect(dialog.textContent).toContain(
      `Mail sent to ${first.address} will be refused from now on.`,
    );
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(rotations).toBe(0);
    await user.click(screen.getByRole("button", { name: "Rotate address" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Rotate address" }),
    );
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain(`Your new address is ${second.address}.`);
    expect(rotations).toBe(1);
    const field = screen.getByRole("textbox", { name: "Your forwarding address" });
    expect((field as HTMLInputElement).value).toBe(second.address);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the old address and says why when rotating fails", async () => {
    const { user } = renderForwarder(
      forwarderApi({
        rotateForwardingAddress: () => Effect.fail(apiFailure(503, "unavailable", "Down")),
      }),
    );
    await screen.findByRole("textbox", { name: "Your forwarding address" });
    await user.click(screen.getByRole("button", { name: "Rotate address" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Rotate address" }),
    );
    const alert = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(alert.textContent).toContain("You still have the old address.");
    const field = screen.getByRole("textbox", { name: "Your forwarding address" });
    expect((field as HTMLInputElement).value).toBe(first.address);
  });
});
