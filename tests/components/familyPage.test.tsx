import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Effect } from "effect";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { FamilyMember, FamilyMemberInput } from "../../api/FamilyMember";
import { DataProvider } from "../../src/data/DataProvider";
import { FamilyPage } from "../../src/routes/dashboard/family/FamilyPage";
import { checkMember, emptyDraft } from "../../src/routes/dashboard/family/memberDraft";
import { nextColor } from "../../src/routes/dashboard/family/palette";
import { type DataRuntime, startDataRuntime } from "../../src/runtime/dataRuntime";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, apiTestLayer, Gate } from "../../src/services/ApiTest";

const stamp = "2026-01-10T09:00:00.000Z";

function member(fields: Partial<FamilyMember> & Pick<FamilyMember, "Id" | "Name">): FamilyMember {
  return {
    Relationship: "child",
    Email: null,
    Color: "#e69f00",
    BirthDate: null,
    CreatedAt: stamp,
    UpdatedAt: stamp,
    ...fields,
  };
}

const ada = member({ Id: "m-1", Name: "Ada", BirthDate: "2016-09-14", Color: "#56b4e9" });
const grace = member({
  Id: "m-2",
  Name: "Grace",
  Relationship: "partner",
  Email: "grace@example.com",
  Color: "#009e73",
});

let running: DataRuntime | null = null;

afterEach(() => {
  running?.stop();
  running = null;
});

/** Real timers, given explicitly (an absent clock is passed to XState as `undefined`). */
const realClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

function renderWithData(ui: ReactNode, api: Partial<ApiService>) {
  const runtime = startDataRuntime({ layer: apiTestLayer(api), focus: null, clock: realClock });
  running = runtime;
  const location = memoryLocation({ path: "/family" });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DataProvider runtime={runtime}>{ui}</DataProvider>
    </Router>,
  );
  return { user: userEvent.setup() };
}

describe("the family form's client-side checks (the contract's FamilyMemberInput)", () => {
  it("gives each field the contract's own message", () => {
    const checked = checkMember({
      Name: "   ",
      Relationship: "child",
      Email: "not-an-address",
      Color: "red",
      BirthDate: "2026-02-30",
      AlsoCalled: "Em, , ",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      Name: "Name is required",
      Email: "Enter an e-mail address like name@example.com",
      Color: "Use a colour like #7c3aed",
      BirthDate: "Use a date like 2026-09-14",
    });
  });

  it("decodes a good draft as the server will: trimmed, lower-cased, empty optionals as null", () => {
    const checked = checkMember({
      ...emptyDraft("#0072b2"),
      Name: "  Ada  ",
      Email: " Ada@Example.COM ",
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        Name: "Ada",
        Relationship: "child",
        Email: "ada@example.com",
        Color: "#0072b2",
        BirthDate: null,
        AlsoCalled: [],
      },
    });
  });

  it("reads the other names between the commas, trimmed, blanks left out", () => {
    const checked = checkMember({
      ...emptyDraft("#0072b2"),
      Name: "Emma",
      AlsoCalled: " Em,, Emmy ,",
    });
    expect(checked.ok && checked.value.AlsoCalled).toEqual(["Em", "Emmy"]);
  });

  it("suggests the first palette colour nobody has yet", () => {
    expect(nextColor([])).toBe("#e69f00");
    expect(nextColor([{ Color: "#E69F00" }, { Color: "#56b4e9" }])).toBe("#009e73");
  });
});

describe("the Family page", () => {
  it("says what to do when nobody is in the family yet", async () => {
    renderWithData(<FamilyPage />, { listFamilyMembers: () => Effect.succeed([]) });
    expect(
      await screen.findByText("Add the people in your family so events can say who they are for."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Add your first family member" })).toBeTruthy();
  });

  it("lists each member with relationship, e-mail and birthday", async () => {
    renderWithData(<FamilyPage />, { listFamilyMembers: () => Effect.succeed([ada, grace]) });
    const list = await screen.findByRole("list", { name: "Family members" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Ada" })).toBeTruthy();
    expect(first.getByText("Child")).toBeTruthy();
    expect(first.getByText("September 14, 2016")).toBeTruthy();
    expect(first.getByRole("img", { name: "Colour: Sky blue" })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("grace@example.com")).toBeTruthy();
  });

  it("shows validation messages at their fields and sends nothing", async () => {
    const added: FamilyMemberInput[] = [];
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([]),
      addFamilyMember: (input) => {
        added.push(input);
        return Effect.succeed(member({ ...input, Id: "m-9" }));
      },
    });
    const form = await screen.findByRole("form", { name: "Add your first family member" });
    await user.type(within(form).getByLabelText(/E-mail/), "nope");
    await user.click(within(form).getByRole("button", { name: "Add to family" }));

    const name = within(form).getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const nameError = document.getElementById(name.getAttribute("aria-describedby") ?? "");
    expect(nameError?.textContent).toContain("Name is required");
    expect(document.activeElement).toBe(name);
    expect(within(form).getByText("Enter an e-mail address like name@example.com")).toBeTruthy();
    expect(added).toEqual([]);

    // Fixing a field clears its message as the user types.
    await user.type(name, "Ada");
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a member and starts a fresh form", async () => {
    const added: FamilyMemberInput[] = [];
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([ada]),
      addFamilyMember: (input) => {
        added.push(input);
        return Effect.succeed(member({ ...input, Id: "m-3" }));
      },
    });
    const form = await screen.findByRole("form", { name: "Add a family member" });
    await user.type(within(form).getByLabelText("Name"), "Linus");
    await user.click(within(form).getByRole("radio", { name: "Yellow" }));
    await user.click(within(form).getByRole("button", { name: "Add to family" }));

    expect((await screen.findByRole("status")).textContent).toContain(
      "Linus is in your family now.",
    );
    expect(added).toEqual([
      {
        Name: "Linus",
        Relationship: "child",
        Email: null,
        Color: "#f0e442",
        AlsoCalled: [],
        BirthDate: null,
      },
    ]);
    const list = screen.getByRole("list", { name: "Family members" });
    await waitFor(() => expect(within(list).getByRole("heading", { name: "Linus" })).toBeTruthy());
    const fresh = screen.getByRole("form", { name: "Add a family member" });
    expect((within(fresh).getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's 400 at the field it names", async () => {
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([ada]),
      addFamilyMember: () =>
        Effect.fail(apiFailure(400, "invalid_request", "Email: That address is taken", "Email")),
    });
    const form = await screen.findByRole("form", { name: "Add a family member" });
    await user.type(within(form).getByLabelText("Name"), "Linus");
    await user.type(within(form).getByLabelText(/E-mail/), "linus@example.com");
    await user.click(within(form).getByRole("button", { name: "Add to family" }));

    const email = within(form).getByLabelText(/E-mail/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("That address is taken")).toBeTruthy();
  });

  it("edits a member in place and returns focus to Edit", async () => {
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([ada]),
      updateFamilyMember: (update) => Effect.succeed(member({ ...update, UpdatedAt: stamp })),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Ada" }));
    const form = screen.getByRole("form", { name: "Edit Ada" });
    const name = within(form).getByLabelText("Name");
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, "Ada Lovelace");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    const edit = await screen.findByRole("button", { name: "Edit Ada Lovelace" });
    expect(document.activeElement).toBe(edit);
    expect(screen.queryByRole("form", { name: /Edit/ })).toBeNull();
  });

  it("removes a member only after the confirmation, which says they leave their events", async () => {
    const removal = new Gate<FamilyMember>();
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([ada, grace]),
      removeFamilyMember: () => removal.effect,
    });
    await user.click(await screen.findByRole("button", { name: "Remove Ada" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Ada from your family?" });
    expect(dialog.textContent).toContain("Ada is taken off every event they are on.");
    expect(removal.calls).toBe(0);

    await user.click(within(dialog).getByRole("button", { name: "Remove Ada" }));
    expect(removal.calls).toBe(1);
    removal.succeed(ada);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await screen.findByRole("status")).textContent).toContain(
      "Ada is no longer in your family.",
    );
    const list = screen.getByRole("list", { name: "Family members" });
    expect(within(list).queryByRole("heading", { name: "Ada" })).toBeNull();
  });

  it("keeps the member when the removal is cancelled", async () => {
    const { user } = renderWithData(<FamilyPage />, {
      listFamilyMembers: () => Effect.succeed([ada]),
    });
    const remove = await screen.findByRole("button", { name: "Remove Ada" });
    await user.click(remove);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(screen.getByRole("heading", { name: "Ada" })).toBeTruthy();
  });
});
