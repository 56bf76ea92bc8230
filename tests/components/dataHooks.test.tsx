import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Effect } from "effect";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import type { FamilyMember } from "../../api/FamilyMember";
import { DataProvider } from "../../src/data/DataProvider";
import { useMutation, usePreload, useQuery, useRouteData } from "../../src/data/hooks";
import { type DataRuntime, startDataRuntime } from "../../src/runtime/dataRuntime";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, apiTestLayer, Gate, makeMember } from "../../src/services/ApiTest";
import { StoreInspector } from "../../src/store/StoreInspector";

/**
 * The data hooks in happy-dom over the Api test layer, with the data
 * machines on a simulated clock: query reads (loading, ready, failed,
 * shared, refetched on focus), route data (blank, pending, ready, failed,
 * preloaded) and mutations (optimistic, then committed or compensated).
 */

const ada = makeMember({ Id: "m-ada", Name: "Ada" });
const ben = makeMember({ Id: "m-ben", Name: "Ben", Relationship: "child" });

let runtime: DataRuntime | null = null;

afterEach(() => {
  // Unmount first, so readers leave before their actors stop.
  cleanup();
  runtime?.stop();
  runtime = null;
});

function start(api: Partial<ApiService>) {
  const clock = new SimulatedClock();
  runtime = startDataRuntime({ layer: apiTestLayer(api), clock });
  return { runtime, clock };
}

/** Lets promises and Effect fibers settle, inside act. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function advance(clock: SimulatedClock, ms: number): Promise<void> {
  await act(async () => {
    clock.increment(ms);
  });
  await settle();
}

function countingList(
  answers: () => Effect.Effect<ReadonlyArray<FamilyMember>, ReturnType<typeof apiFailure>>,
) {
  const calls = { count: 0 };
  const listFamilyMembers = () =>
    Effect.suspend(() => {
      calls.count += 1;
      return answers();
    });
  return { calls, listFamilyMembers };
}

// Components as pages write them.

function MemberNames() {
  const members = useQuery({ kind: "familyMembers" });
  if (members.status === "loading") return <p>Loading members</p>;
  if (members.status === "failed") return <p role="alert">{members.error?.message}</p>;
  return (
    <ul aria-label="Members">
      {members.data?.map((member) => (
        <li key={member.Id}>{member.Name}</li>
      ))}
    </ul>
  );
}

function RenameAda() {
  const update = useMutation("familyMember.update");
  return (
    <div>
      <button type="button" onClick={() => update.submit({ ...ada, Name: "Ada Lovelace" })}>
        Rename
      </button>
      {update.busy ? <p>Saving</p> : null}
      {update.succeeded ? <p>Saved</p> : null}
      {update.error === null ? null : (
        <p role="alert">
          {update.error.field ?? "form"}: {update.error.message}
        </p>
      )}
    </div>
  );
}

function AddBen() {
  const add = useMutation("familyMember.add");
  return (
    <button
      type="button"
      onClick={() =>
        add.submit({
          Name: "Ben",
          Relationship: "child",
          Email: null,
          Color: "#0ea5e9",
          BirthDate: null,
        })
      }
    >
      Add Ben
    </button>
  );
}

function FamilyRoute() {
  const route = useRouteData({ kind: "familyMembers" });
  switch (route.view) {
    case "blank":
      return <div data-testid="blank" aria-busy="true" />;
    case "pending":
      return <p>Loading your family</p>;
    case "failed":
      return (
        <div>
          <p role="alert">{route.error?.message}</p>
          <button type="button" onClick={route.retry}>
            Try again
          </button>
        </div>
      );
    case "ready":
      return <p>{route.data?.map((member) => member.Name).join(", ")}</p>;
  }
}

function FamilyLink() {
  const preload = usePreload({ kind: "familyMembers" });
  return (
    <a href="/dashboard/family" {...preload}>
      Family
    </a>
  );
}

function renderWith(current: DataRuntime, children: ReactNode) {
  return render(<DataProvider runtime={current}>{children}</DataProvider>);
}

describe("useQuery", () => {
  it("shows loading, then the store's projection of the answer", async () => {
    const gate = new Gate<ReadonlyArray<FamilyMember>>();
    const { runtime: current } = start({ listFamilyMembers: () => gate.effect });
    renderWith(current, <MemberNames />);
    expect(screen.getByText("Loading members")).toBeTruthy();
    gate.succeed([ada, ben]);
    await settle();
    const list = screen.getByRole("list", { name: "Members" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Ada", "Ben"]);
    // The answer entered the store as a domain event.
    expect(current.store.getSnapshot().journal.map((entry) => entry.event.type)).toEqual([
      "familyMembers.loaded",
    ]);
  });

  it("shares one query actor between readers of the same resource", async () => {
    const { calls, listFamilyMembers } = countingList(() => Effect.succeed([ada]));
    const { runtime: current } = start({ listFamilyMembers });
    renderWith(
      current,
      <>
        <MemberNames />
        <MemberNames />
      </>,
    );
    await settle();
    expect(screen.getAllByRole("list", { name: "Members" })).toHaveLength(2);
    expect(calls.count).toBe(1);
  });

  it("retries a failed read 3 times, 1 s doubling, then shows the failure", async () => {
    const { calls, listFamilyMembers } = countingList(() =>
      Effect.fail(apiFailure(503, "unavailable", "The database is not answering")),
    );
    const { runtime: current, clock } = start({ listFamilyMembers });
    renderWith(current, <MemberNames />);
    await settle();
    expect(calls.count).toBe(1);
    await advance(clock, 1_000);
    expect(calls.count).toBe(2);
    await advance(clock, 2_000);
    expect(calls.count).toBe(3);
    expect(screen.getByText("Loading members")).toBeTruthy();
    await advance(clock, 4_000);
    expect(calls.count).toBe(4);
    expect(screen.getByRole("alert").textContent).toBe("The database is not answering");
  });

  it("does not retry a refusal: a 404 shows at once", async () => {
    const { calls, listFamilyMembers } = countingList(() =>
      Effect.fail(apiFailure(404, "not_found", "No such family")),
    );
    const { runtime: current } = start({ listFamilyMembers });
    renderWith(current, <MemberNames />);
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("No such family");
    expect(calls.count).toBe(1);
  });

  it("refetches stale data when the window regains focus", async () => {
    let answer: ReadonlyArray<FamilyMember> = [ada];
    const { calls, listFamilyMembers } = countingList(() => Effect.succeed(answer));
    const { runtime: current, clock } = start({ listFamilyMembers });
    renderWith(current, <MemberNames />);
    await settle();
    // Fresh data ignores focus.
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await settle();
    expect(calls.count).toBe(1);
    answer = [ada, ben];
    await advance(clock, 5 * 60_000);
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await settle();
    expect(calls.count).toBe(2);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Ada", "Ben"]);
  });
});

describe("useMutation", () => {
  it("shows the change at once, then undoes it when the server refuses it", async () => {
    const gate = new Gate<FamilyMember>();
    const { runtime: current } = start({
      listFamilyMembers: () => Effect.succeed([ada, ben]),
      updateFamilyMember: () => gate.effect,
    });
    renderWith(
      current,
      <>
        <MemberNames />
        <RenameAda />
      </>,
    );
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    await settle();
    const names = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(names()).toEqual(["Ada Lovelace", "Ben"]);
    expect(screen.getByText("Saving")).toBeTruthy();

    gate.fail(apiFailure(400, "invalid_request", "Name: That name is taken", "Name"));
    await settle();
    expect(names()).toEqual(["Ada", "Ben"]);
    expect(screen.getByRole("alert").textContent).toBe("Name: Name: That name is taken");
    const types = current.store.getSnapshot().journal.map((entry) => entry.event.type);
    expect(types).toEqual(["familyMembers.loaded", "familyMember.updated", "change.compensated"]);
    expect(current.store.getSnapshot().journal[1]?.tentative).toBe("change-1");
  });

  it("replaces the tentative member by the server's once committed", async () => {
    const gate = new Gate<FamilyMember>();
    // The server's list, which has Ben once the add went through.
    const server: Array<FamilyMember> = [ada];
    const { calls, listFamilyMembers } = countingList(() => Effect.succeed([...server]));
    const { runtime: current } = start({
      listFamilyMembers,
      addFamilyMember: () =>
        Effect.tap(gate.effect, (member) => Effect.sync(() => server.push(member))),
    });
    renderWith(
      current,
      <>
        <MemberNames />
        <AddBen />
      </>,
    );
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Add Ben" }));
    await settle();
    const items = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items()).toEqual(["Ada", "Ben"]);
    const tentative = current.store.getSnapshot().state.familyMembers?.[1];
    expect(tentative?.Id).toBe("tentative-change-1");

    gate.succeed(ben);
    await settle();
    expect(items()).toEqual(["Ada", "Ben"]);
    expect(current.store.getSnapshot().state.familyMembers?.map((member) => member.Id)).toEqual([
      "m-ada",
      "m-ben",
    ]);
    expect(current.store.getSnapshot().pending).toEqual([]);
    // The commit made the list stale, and its reader read it again.
    expect(calls.count).toBe(2);
    expect(current.store.getSnapshot().journal.map((entry) => entry.event.type)).toEqual([
      "familyMembers.loaded",
      "familyMember.added",
      "change.committed",
      "familyMember.added",
      "familyMembers.loaded",
    ]);
  });

  it("keeps each form's error on its own actor", async () => {
    const { runtime: current } = start({
      listFamilyMembers: () => Effect.succeed([ada]),
      updateFamilyMember: () => Effect.fail(apiFailure(404, "not_found", "No such family member")),
    });
    renderWith(
      current,
      <>
        <section aria-label="First">
          <RenameAda />
        </section>
        <section aria-label="Second">
          <RenameAda />
        </section>
      </>,
    );
    const first = screen.getByRole("region", { name: "First" });
    fireEvent.click(within(first).getByRole("button", { name: "Rename" }));
    await settle();
    expect(within(first).getByRole("alert").textContent).toBe("form: No such family member");
    const second = screen.getByRole("region", { name: "Second" });
    expect(within(second).queryByRole("alert")).toBeNull();
  });
});

describe("useRouteData", () => {
  it("shows nothing for a second, then the pending view for at least half a second", async () => {
    const gate = new Gate<ReadonlyArray<FamilyMember>>();
    const { runtime: current, clock } = start({ listFamilyMembers: () => gate.effect });
    renderWith(current, <FamilyRoute />);
    await settle();
    expect(screen.getByTestId("blank")).toBeTruthy();
    await advance(clock, 999);
    expect(screen.getByTestId("blank")).toBeTruthy();
    await advance(clock, 1);
    expect(screen.getByText("Loading your family")).toBeTruthy();
    gate.succeed([ada, ben]);
    await settle();
    expect(screen.getByText("Loading your family")).toBeTruthy();
    await advance(clock, 500);
    expect(screen.getByText("Ada, Ben")).toBeTruthy();
  });

  it("shows a fast load without the pending view", async () => {
    const { runtime: current } = start({ listFamilyMembers: () => Effect.succeed([ada]) });
    renderWith(current, <FamilyRoute />);
    await settle();
    expect(screen.getByText("Ada")).toBeTruthy();
  });

  it("shows the failure at once (route reads are not retried), and tries again on request", async () => {
    let fail = true;
    const { calls, listFamilyMembers } = countingList(() =>
      fail
        ? Effect.fail(apiFailure(0, "network", "Could not reach Corkboard."))
        : Effect.succeed([ada]),
    );
    const { runtime: current } = start({ listFamilyMembers });
    renderWith(current, <FamilyRoute />);
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Could not reach Corkboard.");
    expect(calls.count).toBe(1);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await settle();
    expect(screen.getByText("Ada")).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it("preloads after 50 ms of link intent, so the route shows its data at once", async () => {
    const { calls, listFamilyMembers } = countingList(() => Effect.succeed([ada, ben]));
    const { runtime: current, clock } = start({ listFamilyMembers });
    const view = renderWith(current, <FamilyLink />);
    const link = screen.getByRole("link", { name: "Family" });

    // Intent that ends within 50 ms loads nothing.
    fireEvent.mouseEnter(link);
    await advance(clock, 30);
    fireEvent.mouseLeave(link);
    await advance(clock, 100);
    expect(calls.count).toBe(0);

    fireEvent.focus(link);
    await advance(clock, 50);
    expect(calls.count).toBe(1);

    view.rerender(
      <DataProvider runtime={current}>
        <FamilyRoute />
      </DataProvider>,
    );
    expect(screen.getByText("Ada, Ben")).toBeTruthy();
    await settle();
    expect(calls.count).toBe(1);
  });
});

describe("the store inspector", () => {
  it("lists the journal newest first, marking undone tentative events", async () => {
    const { runtime: current } = start({
      listFamilyMembers: () => Effect.succeed([ada]),
      updateFamilyMember: () => Effect.fail(apiFailure(400, "invalid_request", "Name: no", "Name")),
    });
    renderWith(
      current,
      <>
        <MemberNames />
        <RenameAda />
        <StoreInspector />
      </>,
    );
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    await settle();
    const panel = screen.getByTestId("store-inspector");
    expect(within(panel).getByText(/Store journal: 3 events/)).toBeTruthy();
    await act(async () => {
      (panel as HTMLDetailsElement).open = true;
      panel.dispatchEvent(new Event("toggle"));
    });
    const entries = within(screen.getByRole("list", { name: "Store journal, newest first" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain("change.compensated");
    expect(entries[1]).toContain("familyMember.updated");
    expect(entries[1]).toContain("undone (change-1)");
    expect(entries[2]).toContain("familyMembers.loaded");
  });
});
