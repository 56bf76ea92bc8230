import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../src/App";
import { Footer } from "../../src/ui/layout/Footer";

function renderApp(path = "/") {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return location;
}

const publicLinks = ["How It Works", "Features", "About", "FAQ", "Pricing"];

describe("the navigation bar, signed out", () => {
  it("has the brand, the public links in order, Login and Get Started, and no menu button", () => {
    renderApp();
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
    const bar = screen.getByRole("navigation", { name: "Main" });
    expect(within(bar).getByRole("link", { name: "Corkboard home" }).getAttribute("href")).toBe(
      "/",
    );
    const names = within(bar)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Corkboard", ...publicLinks, "Login", "Get Started"]);
    expect(within(bar).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(within(bar).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });

  it("marks the current page", () => {
    renderApp("/faq");
    const bar = screen.getByRole("navigation", { name: "Main" });
    expect(within(bar).getByRole("link", { name: "FAQ" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      within(bar).getByRole("link", { name: "About" }).getAttribute("aria-current"),
    ).toBeNull();
  });
});

interface HappyDomWindow {
  readonly happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/** The phone size the issue names; below the nav breakpoint the links move into the menu. */
function usePhoneViewport() {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 390, height: 844 });
}

describe("the slide-over menu", () => {
  beforeEach(usePhoneViewport);
  afterEach(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });

  it("is offered only below the breakpoint, where the bar's links are hidden", () => {
    renderApp();
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
    const bar = screen.getByRole("navigation", { name: "Main" });
    expect(within(bar).queryByRole("link", { name: "Pricing" })).toBeNull();
  });

  async function openMenu() {
    const user = userEvent.setup();
    const location = renderApp("/");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    return { user, location, button, dialog };
  }

  it("opens from its button as a labelled modal dialog with the same links", async () => {
    const { button, dialog } = await openMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(dialog.id);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const names = within(dialog)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([...publicLinks, "Login", "Get Started"]);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { user, button } = await openMenu();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes when a link is followed, and navigates", async () => {
    const { user, location, dialog } = await openMenu();
    await user.click(within(dialog).getByRole("link", { name: "Pricing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history?.at(-1)).toBe("/pricing");
  });

  it("closes on a click on the backdrop but not on the panel", async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole("heading", { name: "Menu" }));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    await user.click(dialog);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes from its Close button", async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab inside the panel in both directions", async () => {
    const { user, dialog } = await openMenu();
    const focusables = [
      within(dialog).getByRole("button", { name: "Close" }),
      ...within(dialog).getAllByRole("link"),
    ];
    const first = focusables[0];
    const last = focusables.at(-1);
    last?.focus();
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});

describe("the footer", () => {
  it("links the terms and the privacy policy and shows the current year", () => {
    renderApp();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByRole("link", { name: "Terms of Service" }).getAttribute("href"),
    ).toBe("/terms");
    expect(within(footer).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Corkboard`);
  });

  it("prints the year it is given", () => {
    render(
      <Router>
        <Footer year={2031} />
      </Router>,
    );
    expect(screen.getByText("© 2031 Corkboard")).toBeTruthy();
  });
});
