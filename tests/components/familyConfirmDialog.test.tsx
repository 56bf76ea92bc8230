import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";

/** A page with a button that asks the question, as the family list does. */
function Asking({ onConfirm }: { readonly onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Ada
      </button>
      {open ? (
        <ConfirmDialog
          title="Remove Ada from your family?"
          confirmLabel="Remove"
          destructive
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        >
          <p>Ada is taken off every event they are on.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe("the confirmation dialog", () => {
  it("is a modal dialog named by its question and described by its message", async () => {
    const user = userEvent.setup();
    render(<Asking onConfirm={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Remove Ada" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Ada from your family?" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Ada is taken off every event they are on.");
  });

  it("starts on Cancel, and Escape cancels and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Asking onConfirm={onConfirm} />);
    const opener = screen.getByRole("button", { name: "Remove Ada" });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it("calls back on confirm", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Asking onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Remove Ada" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ignores a second press while busy and shows the busy label and the error", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Turn off the calendar feed?"
        confirmLabel="Turn off"
        busyLabel="Turning off…"
        busy
        error={<p role="alert">The feed is still on.</p>}
        onConfirm={onConfirm}
        onCancel={() => {}}
      >
        <p>The address stops working.</p>
      </ConfirmDialog>,
    );
    const confirm = screen.getByRole("button", { name: "Turning off…" });
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("The feed is still on.");
  });
});
