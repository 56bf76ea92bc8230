import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlainEventLink } from "../../src/ui/calendar/EventLink";
import { membersById } from "../../src/ui/calendar/members";
import { WeekCalendar } from "../../src/ui/calendar/WeekCalendar";
import { ada, ben, calendarEvent as event } from "./support/dashboardHarness";

const events = [
  // Monday 14 September 2026, 08:30 in London.
  event({ id: "swim", title: "Swimming lesson", familyMemberIds: ["m-ada"] }),
  event({
    id: "camp",
    title: "Football camp",
    startsAt: "2026-09-15",
    endsAt: "2026-09-18",
    allDay: true,
    familyMemberIds: ["m-ben"],
  }),
  event({
    id: "party",
    title: "Mia's party",
    startsAt: "2026-09-19T13:00:00Z",
    endsAt: "2026-09-19T15:00:00Z",
    status: "suggested",
  }),
  event({ id: "later", title: "Next week's lesson", startsAt: "2026-09-21T07:30:00Z" }),
];

function renderWeek(week: string | null = "2026-09-17") {
  const onWeekChange = vi.fn();
  render(
    <WeekCalendar
      events={events}
      week={week}
      weekStartsOn="monday"
      today="2026-09-16"
      timeZone="Europe/London"
      members={membersById([ada, ben])}
      eventLink={PlainEventLink}
      onWeekChange={onWeekChange}
    />,
  );
  return { onWeekChange, user: userEvent.setup() };
}

describe("WeekCalendar", () => {
  it("shows the family's week holding the day in the URL, a column of hours per day", () => {
    renderWeek();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toMatch(/14.*20.*2026/);
    const monday = screen.getByRole("list", { name: /Monday, (14 September|September 14)/ });
    const swim = within(monday).getByRole("link", { name: /^Swimming lesson/ });
    expect(swim.getAttribute("href")).toBe("/dashboard/event/swim");
    expect(swim.textContent).toContain("Ada");
    const saturday = screen.getByRole("list", { name: /Saturday, (19 September|September 19)/ });
    expect(within(saturday).getByRole("link", { name: /^Mia's party/ }).textContent).toContain(
      "Suggested",
    );
    expect(screen.queryByRole("link", { name: /Next week's lesson/ })).toBeNull();
  });

  it("draws an all-day or multi-day event once, above the hours, across its days", () => {
    renderWeek();
    const allDay = screen.getByRole("list", { name: "All-day and multi-day events" });
    const camp = within(allDay).getByRole("link", { name: /^Football camp/ });
    expect((camp.closest("li") as HTMLElement).style.gridColumn).toBe("2 / span 3");
    expect(screen.getAllByRole("link", { name: /^Football camp/ })).toHaveLength(1);
  });

  it("opens on today's week without a day, and moves a week at a time", async () => {
    const { onWeekChange, user } = renderWeek(null);
    expect(screen.queryByRole("button", { name: "This week" })).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Next week/ }));
    expect(onWeekChange).toHaveBeenLastCalledWith("2026-09-21");
    await user.click(screen.getByRole("button", { name: /^Previous week/ }));
    expect(onWeekChange).toHaveBeenLastCalledWith("2026-09-07");
  });

  it("offers the way back to this week from another", async () => {
    const { onWeekChange, user } = renderWeek("2026-10-01");
    await user.click(screen.getByRole("button", { name: "This week" }));
    expect(onWeekChange).toHaveBeenLastCalledWith("2026-09-14");
  });
});
