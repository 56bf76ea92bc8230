import { screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { MemberCalendarFeed } from "../../api/CalendarFeed";
import { MemberFeeds } from "../../src/routes/dashboard/setup/MemberFeeds";
import {
  googleCalendarUrl,
  SubscribeLinks,
  webcalUrl,
} from "../../src/routes/dashboard/setup/SubscribeLinks";
import { apiFailure, makeFeed } from "../../src/services/ApiTest";
import { ada, ben, renderWithData } from "./support/dashboardHarness";

const feedOf = (id: string, token: string): MemberCalendarFeed => ({
  familyMemberId: id,
  ...makeFeed({ url: `https://corkboard.example/api/calendar/${token}.ics` }),
});

describe("the subscribe links beside a feed", () => {
  it("open the calendar app with webcal:// and Google Calendar by the address", () => {
    const url = "https://corkboard.example/api/calendar/abc.ics";
    expect(webcalUrl(url)).toBe("webcal://corkboard.example/api/calendar/abc.ics");
    expect(googleCalendarUrl(url)).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcorkboard.example%2Fapi%2Fcalendar%2Fabc.ics",
    );
    renderWithData(<SubscribeLinks url={url} />);
    expect(
      screen.getByRole("link", { name: "Subscribe in your calendar app" }).getAttribute("href"),
    ).toBe(webcalUrl(url));
    expect(screen.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")).toBe(
      googleCalendarUrl(url),
    );
  });
});

describe("a feed for each family member", () => {
  it("makes a member's feed only when asked, and turns it off and on alone", async () => {
    const asked: string[] = [];
    let token = "ada-1";
    const user = renderWithData(<MemberFeeds />, {
      listFamilyMembers: () => Effect.succeed([ada, ben]),
      getMemberFeed: (id) =>
        Effect.sync(() => {
          asked.push(id);
          return feedOf(id, token);
        }),
      revokeMemberFeed: (id) => Effect.succeed(feedOf(id, token)),
      rotateMemberFeed: (id) =>
        Effect.sync(() => {
          token = "ada-2";
          return feedOf(id, token);
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Show Ada's calendar address" }));
    const address = (await screen.findByLabelText("Ada's calendar address")) as HTMLInputElement;
    expect(address.value).toBe("https://corkboard.example/api/calendar/ada-1.ics");
    expect(asked).toEqual([ada.Id]);
    expect(screen.getByRole("link", { name: "Add to Google Calendar (Ada)" })).toBeTruthy();
    // Ben's feed is not made until asked for.
    expect(screen.getByRole("button", { name: "Show Ben's calendar address" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Turn off Ada's feed" }));
    expect(await screen.findByText("Ada's calendar feed is off.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Turn Ada's feed on again" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Ada's calendar address") as HTMLInputElement).value).toBe(
        "https://corkboard.example/api/calendar/ada-2.ics",
      ),
    );
  });

  it("says member feeds come with the Family plan when the plan does not have them", async () => {
    const user = renderWithData(<MemberFeeds />, {
      listFamilyMembers: () => Effect.succeed([ada]),
      getMemberFeed: () =>
        Effect.fail(apiFailure(403, "plan_required", "Comes with the Family plan")),
    });
    await user.click(await screen.findByRole("button", { name: "Show Ada's calendar address" }));
    expect(
      await screen.findByText(/A calendar for each family member comes with the Family plan/),
    ).toBeTruthy();
  });

  it("asks to add the family first when there is nobody", async () => {
    renderWithData(<MemberFeeds />, { listFamilyMembers: () => Effect.succeed([]) });
    expect(await screen.findByRole("link", { name: "Add your family" })).toBeTruthy();
  });
});
