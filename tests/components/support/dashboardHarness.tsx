import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import type { FamilyMember } from "../../../api/FamilyMember";
import { DataProvider } from "../../../src/data/DataProvider";
import type { LiveConnectionLogic } from "../../../src/data/live";
import { type DataRuntime, startDataRuntime } from "../../../src/runtime/dataRuntime";
import type { ApiService } from "../../../src/services/Api";
import { apiTestLayer } from "../../../src/services/ApiTest";

/**
 * Dashboard pages and widgets on the data layer with a fake Api, and the
 * family and events they show. Importing this stops, after each test, the
 * data runtime the test rendered with.
 */

export const stamp = "2026-09-01T00:00:00.000Z";

export function familyMember(
  fields: Partial<FamilyMember> & Pick<FamilyMember, "Id" | "Name" | "Color">,
): FamilyMember {
  return {
    Relationship: "child",
    Email: null,
    BirthDate: null,
    CreatedAt: stamp,
    UpdatedAt: stamp,
    ...fields,
  };
}

export const ada = familyMember({ Id: "m-ada", Name: "Ada", Color: "#0072b2" });
export const ben = familyMember({ Id: "m-ben", Name: "Ben", Color: "#d55e00" });

/** A confirmed hour on Monday 14 September 2026 in London, titled with its id unless given one. */
export function calendarEvent(
  fields: Partial<CalendarEvent> & Pick<CalendarEvent, "id">,
): CalendarEvent {
  return {
    title: fields.id,
    description: "",
    startsAt: "2026-09-14T07:30:00Z",
    endsAt: "2026-09-14T08:30:00Z",
    allDay: false,
    timezone: "Europe/London",
    location: "",
    status: "confirmed",
    familyMemberIds: [],
    sourceEmailId: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  };
}

/** Fixes only the date for each test; timers stay real. */
export function fixDate(iso: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Real timers, given explicitly (an absent clock is passed to XState as `undefined`). */
const realClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

let running: DataRuntime | null = null;

afterEach(() => {
  running?.stop();
  running = null;
});

function startRuntime(api: Partial<ApiService>, live?: LiveConnectionLogic): DataRuntime {
  const runtime = startDataRuntime({
    layer: apiTestLayer(api),
    focus: null,
    clock: realClock,
    live: live ?? null,
  });
  running = runtime;
  return runtime;
}

/** Renders `ui` inside a data runtime whose Api answers with `api`. */
export function renderWithData(ui: ReactNode, api: Partial<ApiService> = {}) {
  render(<DataProvider runtime={startRuntime(api)}>{ui}</DataProvider>);
  return userEvent.setup();
}

/**
 * Renders `routes` in the dashboard's nest, as the layout routes it, at an
 * absolute `path` (with its search), with `extra` beside the nest, and
 * `live` as the live machine's connection when given.
 */
export function renderDashboard(
  path: string,
  routes: ReactNode,
  api: Partial<ApiService> = {},
  extra?: ReactNode,
  live?: LiveConnectionLogic,
) {
  const runtime = startRuntime(api, live);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DataProvider runtime={runtime}>
        <Route path="/dashboard" nest>
          {routes}
        </Route>
        {extra}
      </DataProvider>
    </Router>,
  );
  return { location, runtime, user: userEvent.setup() };
}
