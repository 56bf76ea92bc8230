import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyField } from "../../src/ui/CopyField";

const feedUrl = "https://corkboard.example/api/calendar/abc123.ics";

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText === undefined ? undefined : { writeText },
  });
}

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");
const originalExecCommand = document.execCommand;

afterEach(() => {
  if (originalClipboard === undefined) Reflect.deleteProperty(navigator, "clipboard");
  else Object.defineProperty(navigator, "clipboard", originalClipboard);
  document.execCommand = originalExecCommand;
});

describe("the copy field", () => {
  it("shows the value read-only, labelled, with its description", () => {
    render(<CopyField label="Your calendar address" value={feedUrl} description="Private." />);
    const input = screen.getByLabelText("Your calendar address") as HTMLInputElement;
    expect(input.value).toBe(feedUrl);
    expect(input.readOnly).toBe(true);
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Private.",
    );
  });

  it("copies with the Clipboard API and announces Copied", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const user = userEvent.setup();
    setClipboard(writeText);
    render(<CopyField label="Your calendar address" value={feedUrl} />);
    await user.click(screen.getByRole("button", { name: "Copy Your calendar address" }));
    expect(writeText).toHaveBeenCalledWith(feedUrl);
    const message = await screen.findByText("Copied");
    expect(message.getAttribute("aria-live")).toBe("polite");
  });

  it("falls back to selecting the text and the copy command when the Clipboard API refuses", async () => {
    const user = userEvent.setup();
    setClipboard(async () => {
      throw new Error("NotAllowedError");
    });
    const execCommand = vi.fn((_command: string) => true);
    document.execCommand = execCommand as unknown as typeof document.execCommand;
    render(<CopyField label="Your calendar address" value={feedUrl} />);
    await user.click(screen.getByRole("button", { name: "Copy Your calendar address" }));
    expect(await screen.findByText("Copied")).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith("copy");
    const input = screen.getByLabelText("Your calendar address") as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, feedUrl.length]);
  });

  it("leaves the text selected and says how to copy when nothing can copy", async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false) as unknown as typeof document.execCommand;
    render(<CopyField label="Your calendar address" value={feedUrl} />);
    await user.click(screen.getByRole("button", { name: "Copy Your calendar address" }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeTruthy();
    const input = screen.getByLabelText("Your calendar address") as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, feedUrl.length]);
  });
});
