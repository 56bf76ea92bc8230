import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Link, Route, Router, Switch, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../src/App";
import { ErrorView } from "../../src/ui/ErrorView";
import { LoadingView, SPINNER_WIDTH } from "../../src/ui/LoadingView";
import { NotFoundView } from "../../src/ui/NotFoundView";
import { RouteErrorBoundary } from "../../src/ui/RouteErrorBoundary";

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

describe("a page that fails", () => {
  function Broken(): never {
    throw new Error("chunk failed to load");
  }

  it("shows the error view in place of the page, and recovers on navigation", async () => {
    // React reports the caught error to the console; that is expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const location = memoryLocation({ path: "/broken", record: true });
    render(
      <Router hook={location.hook}>
        <RouteErrorBoundaryHarness />
      </Router>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show Error" }));
    expect(screen.getByText(/chunk failed to load/)).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(screen.getByText("A working page")).toBeTruthy();
    quiet.mockRestore();
  });

  function RouteErrorBoundaryHarness() {
    const [path] = useLocation();
    return (
      <>
        <Link href="/fine">Elsewhere</Link>
        <RouteErrorBoundary location={path}>
          <Switch>
            <Route path="/broken" component={Broken} />
            <Route path="/fine">A working page</Route>
          </Switch>
        </RouteErrorBoundary>
      </>
    );
  }
});
