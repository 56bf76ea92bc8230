import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../src/App";
import { ErrorView } from "../../src/ui/ErrorView";
import { LoadingView, SPINNER_WIDTH } from "../../src/ui/LoadingView";
import { NotFoundView } from "../../src/ui/NotFoundView";

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return location;
}

describe("the not-found page", () => {
  it.each(["/no-such-page", "/not-found", "/deeply/nested/unknown"])(
    "shows the exact texts at %s",
    (path) => {
      renderAt(path);
      expect(screen.getByRole("heading", { level: 1, name: "Page not found!" })).toBeTruthy();
      expect(screen.getByText("The page you are looking for does not exist (yet?)")).toBeTruthy();
    },
  );

  it("returns to the home page from its button", async () => {
    const location = renderAt("/no-such-page");
    await userEvent.click(screen.getByRole("link", { name: "Return to the home page" }));
    expect(location.history?.at(-1)).toBe("/");
    // The home page is a lazy chunk: wait for it, then the not-found texts are gone.
    await screen.findByRole("heading", {
      level: 1,
      name: "Forward the school e-mails. Get the family calendar.",
    });
    expect(screen.queryByText("Page not found!")).toBeNull();
  });
});

describe("the loading view", () => {
  it("is a status with a three-dot spinner 35 wide and its message", () => {
    render(<LoadingView message="Loading your events" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Loading your events");
    const spinner = screen.getByTestId("spinner");
    expect(SPINNER_WIDTH).toBe(35);
    expect(spinner.getAttribute("width")).toBe("35");
    expect(spinner.querySelectorAll("circle")).toHaveLength(3);
  });

  it("still tells screen readers it is loading without a message", () => {
    render(<LoadingView />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
  });
});

describe("the fallback views", () => {
  it("says Not Found", () => {
    render(<NotFoundView />);
    expect(screen.getByRole("heading", { name: "Not Found" })).toBeTruthy();
  });

  it("toggles the error details with Show Error and Hide Error", async () => {
    render(<ErrorView error={new Error("The server answered 500")} />);
    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    expect(screen.queryByText(/The server answered 500/)).toBeNull();

    const toggle = screen.getByRole("button", { name: "Show Error" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(screen.getByText(/The server answered 500/)).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide Error");

    await userEvent.click(toggle);
    expect(screen.queryByText(/The server answered 500/)).toBeNull();
    expect(toggle.textContent).toBe("Show Error");
  });

  it("shows errors that are not Error objects as text", async () => {
    render(<ErrorView error={{ code: "timeout", status: 504 }} />);
    await userEvent.click(screen.getByRole("button", { name: "Show Error" }));
    expect(screen.getByText(/"status": 504/)).toBeTruthy();
  });
});
