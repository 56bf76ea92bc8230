import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { WeekStartsOn } from "../../src/ui/calendar/dates";
import { buildAgenda } from "../../src/ui/calendar/dates";
import { EventAgenda } from "../../src/ui/calendar/EventAgenda";
import { PlainEventLink } from "../../src/ui/calendar/EventLink";
import { MonthCalendar } from "../../src/ui/calendar/MonthCalendar";
import { membersById } from "../../src/ui/calendar/members";
import { ada, ben, calendarEvent as event } from "./support/dashboardHarness";

const events = [
  event({ id: "swim", title: "Swimming lesson", familyMemberIds: ["m-ada"] }),
  event({
    id: "camp",
    title: "Football camp",
    startsAt: "2026-09-15",
    endsAt: "2026-09-18",
    allDay: true,
    familyMemberIds: ["m-ben", "m-ada"],
  }),
  event({
    id: "party",
    title: "Mia's party",
    startsAt: "2026-09-19T13:00:00Z",
    endsAt: "2026-09-19T15:00:00Z",
    status: "suggested",
  }),
];

function renderCalendar(weekStartsOn: WeekStartsOn = "monday", selectedDay: string | null = null) {
  const onMonthChange = vi.fn();
  const onSelectDay = vi.fn();
  render(
    <MonthCalendar
      month={{ year: 2026, month: 9 }}
      weekStartsOn={weekStartsOn}
      today="2026-09-16"
      timeZone="Europe/London"
      events={events}
      members={membersById([ada, ben])}
      eventLink={PlainEventLink}
      onMonthChange={onMonthChange}
      selectedDay={selectedDay}
      onSelectDay={onSelectDay}
    />,
  );
  return { onMonthChange, onSelectDay, user: userEvent.setup() };
}

function cellOf(dayNumber: number): HTMLElement {
  const cell = screen
    .getAllByRole("cell")
    .find(
      (candidate) =>
        candidate.querySelector("time")?.getAttribute("dateTime") ===
        `2026-09-${String(dayNumber).padStart(2, "0")}`,
    );
  if (cell === undefined) throw new Error(`No cell for 2026-09-${dayNumber}`);
  return cell;
}

describe("MonthCalendar", () => {
  it("is a table with a heading per weekday, starting on the family's first weekday", () => {
    renderCalendar("sunday");
    expect(screen.getByRole("heading", { level: 2, name: "September 2026" })).toBeTruthy();
    const table = screen.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.querySelector("abbr")?.getAttribute("title"));
    expect(headers).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    // 30 August to 3 October: five weeks.
    expect(within(table).getAllByRole("row")).toHaveLength(6);
  });

  it("starts on Monday or Saturday when the preferences say so", () => {
    renderCalendar("saturday");
    const first = screen.getAllByRole("columnheader")[0];
    expect(first?.querySelector("abbr")?.getAttribute("title")).toBe("Saturday");
  });

  it("marks today", () => {
    renderCalendar();
    const today = cellOf(16);
    expect(today.getAttribute("aria-current")).toBe("date");
    expect(today.textContent).toContain("today");
    expect(cellOf(15).getAttribute("aria-current")).toBeNull();
  });

  it("shows each event as a link to its page, coloured by its first family member", () => {
    renderCalendar();
    const swim = within(cellOf(14)).getByRole("link", { name: /Swimming lesson/ });
    expect(swim.getAttribute("href")).toBe("/dashboard/event/swim");
    expect(swim.style.borderLeftColor).not.toBe("");
    expect(swim.textContent).toContain("Ada");
  });

  it("draws a multi-day event once, as a bar from its first day across the days it covers", () => {
    renderCalendar();
    const camp = within(cellOf(15)).getByRole("link", { name: /Football camp/ });
    for (const day of [16, 17, 18]) {
      expect(within(cellOf(day)).queryByRole("link", { name: /Football camp/ })).toBeNull();
    }
    expect(camp.style.width).toContain("3 * 100%");
    expect(camp.textContent).toMatch(/15.*17/);
  });

  it("on a phone, each day is a button saying how many events it holds", async () => {
    const { onSelectDay, user } = renderCalendar("monday", "2026-09-15");
    // The buttons show on a narrow screen only (e2e/dashboard-calendar.spec.ts sees them there).
    const dayButton = (label: RegExp) => {
      const found = screen
        .getAllByRole("button", { hidden: true })
        .find((button) => label.test(button.getAttribute("aria-label") ?? ""));
      if (found === undefined) throw new Error(`No day button ${label}`);
      return found;
    };
    const camp = dayButton(/(15 September|September 15)\b.*, 1 event$/);
    expect(camp.getAttribute("aria-pressed")).toBe("true");
    const party = dayButton(/(19 September|September 19)\b.*, 1 event$/);
    expect(party.getAttribute("aria-pressed")).toBe("false");
    await user.pointer({ keys: "[MouseLeft]", target: party });
    expect(onSelectDay).toHaveBeenLastCalledWith("2026-09-19");
    expect(dayButton(/(20 September|September 20)\b.*, no events$/)).toBeTruthy();
  });

  it("labels suggested events", () => {
    renderCalendar();
    const party = within(cellOf(19)).getByRole("link", { name: /Mia's party/ });
    expect(party.textContent).toContain("Suggested");
  });

  it("moves to the previous and next month with its buttons", async () => {
    const { onMonthChange, user } = renderCalendar();
    await user.click(screen.getByRole("button", { name: /Previous month, August 2026/ }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 8 });
    await user.click(screen.getByRole("button", { name: /Next month, October 2026/ }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 10 });
  });

  it("can be walked with the keyboard: from the month's buttons to every event link", async () => {
    const { user } = renderCalendar();
    screen.getByRole("button", { name: /Next month/ }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toContain("Swimming lesson");
  });
});

describe("EventAgenda", () => {
  it("groups events by day with today named, and shows status and people in words", () => {
    const agenda = buildAgenda(events, "Europe/London", "2026-09-14");
    render(
      <EventAgenda
        groups={agenda.upcoming}
        today="2026-09-14"
        timeZone="Europe/London"
        members={membersById([ada, ben])}
        eventLink={PlainEventLink}
      />,
    );
    const headings = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings[0]).toMatch(/^Today/);
    expect(headings).toHaveLength(3);
    const party = screen.getByRole("link", { name: "Mia's party" }).closest("li");
    expect(party?.textContent).toContain("Suggested");
    const camp = screen.getByRole("link", { name: "Football camp" }).closest("li");
    expect(camp?.textContent).toContain("Ben and Ada");
    expect(camp?.textContent).toContain("Confirmed");
  });
});
