import { act, screen, within } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import { fromCallback } from "xstate";
import type { EmailSummary } from "../../api/Email";
import type { LiveChange, SenderDecided, SenderDecision, SenderReview } from "../../api/Intake";
import { defaultPreferences } from "../../api/Preferences";
import type { LiveConnectionLogic } from "../../src/data/live";
import type { LiveEvent } from "../../src/machines/live/live.types";
import { EmailDetailPage } from "../../src/routes/dashboard/email/EmailDetailPage";
import { EmailListPage } from "../../src/routes/dashboard/email/EmailListPage";
import { waitingCount } from "../../src/routes/dashboard/email/SenderReviewPanel";
import type { ApiService } from "../../src/services/Api";
import {
  apiFailure,
  Gate,
  makeEmail,
  makeEmailSummary,
  makeSenderReview,
} from "../../src/services/ApiTest";
import { renderDashboard } from "./support/dashboardHarness";

/**
 * The Emails page and e-mail intake: each message's status including
 * "Waiting for approval", the "New sender: approve or block" panel with
 * its per-row decisions (optimistic, then committed or compensated), and
 * changes heard on the live connection showing up without a reload.
 */

const coach: SenderReview = makeSenderReview();
const aunt: SenderReview = makeSenderReview({
  sender: "aunt@family.example",
  name: null,
  emailIds: ["email-a1", "email-a2"],
  latestSubject: "Mia's party on Saturday",
});

const waitingFromCoach: EmailSummary = makeEmailSummary({
  id: "email-9",
  from: coach.sender,
  subject: coach.latestSubject,
  status: "review",
  receivedAt: "2026-09-02T08:00:00.000Z",
});

function emailsApi(overrides: Partial<ApiService> = {}): Partial<ApiService> {
  return {
    getPreferences: () => Effect.succeed(defaultPreferences("Europe/London")),
    listEmails: () => Effect.succeed([waitingFromCoach, makeEmailSummary()]),
    listSenderReview: () => Effect.succeed([coach, aunt]),
    ...overrides,
  };
}

/** A live connection the test speaks for, as the server would. */
function scriptedLive() {
  let sendBack: ((event: LiveEvent) => void) | null = null;
  const logic: LiveConnectionLogic = fromCallback<LiveEvent>((args) => {
    sendBack = args.sendBack;
    return () => {
      sendBack = null;
    };
  });
  const say = (event: LiveEvent) => {
    if (sendBack === null) throw new Error("No live connection is open");
    const send = sendBack;
    act(() => send(event));
  };
  const change = (change: LiveChange) => say({ type: "live.change", change });
  return { logic, say, change };
}

const renderEmails = (api: Partial<ApiService>, live?: LiveConnectionLogic) =>
  renderDashboard(
    "/dashboard/email",
    <Switch>
      <Route path="/email" component={EmailListPage} />
    </Switch>,
    api,
    undefined,
    live,
  );

function rowOf(sender: string): HTMLElement {
  const list = screen.getByRole("list", { name: "New senders" });
  const row = within(list)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.includes(sender));
  if (row === undefined) throw new Error(`No review row for ${sender}`);
  return row;
}

describe("the review panel", () => {
  it("lists each new sender with the latest subject and how many e-mails wait", async () => {
    renderEmails(emailsApi());
    expect(
      await screen.findByRole("heading", { name: "New sender: approve or block" }),
    ).toBeTruthy();
    const first = rowOf(coach.sender);
    expect(first.textContent).toContain("Coach Carter <coach@club.example>");
    expect(first.textContent).toContain("1 e-mail waiting, latest “Training moves to Thursday”");
    const second = rowOf(aunt.sender);
    expect(second.textContent).toContain("2 e-mails waiting, latest “Mia's party on Saturday”");
    expect(within(second).getByRole("button", { name: "Approve" })).toBeTruthy();
    expect(within(second).getByRole("button", { name: "Block" })).toBeTruthy();
    expect(waitingCount(3)).toBe("3 e-mails waiting");
  });

  it("marks a message from a new sender as waiting for approval in the list", async () => {
    renderEmails(emailsApi());
    const list = await screen.findByRole("list", { name: "Forwarded e-mails" });
    const row = within(list)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes(coach.latestSubject));
    expect(row?.textContent).toContain("Waiting for approval");
    expect(row?.textContent).toContain("approve or block them at the top of Emails");
  });

  it("shows nothing when nobody waits", async () => {
    renderEmails(emailsApi({ listSenderReview: () => Effect.succeed([]) }));
    await screen.findByRole("list", { name: "Forwarded e-mails" });
    expect(screen.queryByRole("heading", { name: "New sender: approve or block" })).toBeNull();
  });

  it("says so when the review list cannot be read, with Try again", async () => {
    let attempts = 0;
    const { user } = renderEmails(
      emailsApi({
        listSenderReview: () =>
          Effect.suspend(() => {
            attempts += 1;
            return attempts === 1
              ? Effect.fail(apiFailure(404, "not_found", "Not Found"))
              : Effect.succeed([coach]);
          }),
      }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not check for new senders waiting for approval.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "New sender: approve or block" }),
    ).toBeTruthy();
  });

  it("approves a sender: the row says so at once, then leaves, and the e-mail is queued", async () => {
    const gate = new Gate<SenderDecided>();
    const decisions: Array<SenderDecision> = [];
    // What the server lists, before and after it takes the decision.
    let reviews = [coach, aunt];
    let emails = [waitingFromCoach];
    const { user } = renderEmails(
      emailsApi({
        listSenderReview: () => Effect.sync(() => reviews),
        listEmails: () => Effect.sync(() => emails),
        decideSender: (decision) => {
          decisions.push(decision);
          return gate.effect;
        },
      }),
    );
    await screen.findByRole("heading", { name: "New sender: approve or block" });
    await user.click(within(rowOf(coach.sender)).getByRole("button", { name: "Approve" }));
    expect(decisions).toEqual([{ sender: coach.sender, decision: "approve" }]);
    const busy = within(rowOf(coach.sender)).getByRole("button", { name: "Approving…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    // A second press while it is on its way does nothing.
    await user.click(busy);
    expect(gate.calls).toBe(1);
    // The other row is untouched.
    expect(within(rowOf(aunt.sender)).getByRole("button", { name: "Approve" })).toBeTruthy();
    reviews = [aunt];
    emails = [{ ...waitingFromCoach, status: "received" }];
    act(() => gate.succeed({ sender: coach.sender, decision: "approve", emailIds: ["email-9"] }));
    expect(await screen.findByText(/2 e-mails waiting/)).toBeTruthy();
    expect(screen.queryByText(/Coach Carter/)).toBeNull();
    const list = screen.getByRole("list", { name: "Forwarded e-mails" });
    const row = within(list)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes(coach.latestSubject));
    expect(row?.textContent).toContain("Received");
    expect(row?.textContent).not.toContain("Waiting for approval");
  });

  it("shows a failed decision on its own row and keeps the sender waiting", async () => {
    const { user } = renderEmails(
      emailsApi({
        decideSender: () => Effect.fail(apiFailure(503, "unavailable", "Database down")),
      }),
    );
    await screen.findByRole("heading", { name: "New sender: approve or block" });
    await user.click(within(rowOf(aunt.sender)).getByRole("button", { name: "Block" }));
    const alert = await within(rowOf(aunt.sender)).findByRole("alert");
    expect(alert.textContent).toContain("aunt@family.example is still waiting.");
    // Compensated: both answers are offered again, and the other row shows no error.
    expect(within(rowOf(aunt.sender)).getByRole("button", { name: "Block" })).toBeTruthy();
    expect(within(rowOf(coach.sender)).queryByRole("alert")).toBeNull();
  });
});

describe("an e-mail waiting for approval", () => {
  it("says on its page that it has not been read, and where to approve the sender", async () => {
    renderDashboard(
      "/dashboard/email/email-9",
      <Route path="/email/:emailId" component={EmailDetailPage} />,
      emailsApi({
        getEmail: () => Effect.succeed(makeEmail({ ...waitingFromCoach, html: null })),
        emailEvents: () => Effect.succeed([]),
      }),
    );
    const notice = await screen.findByText(/is not a trusted sender yet/);
    expect(notice.textContent).toContain(`${coach.sender} is not a trusted sender yet`);
    const link = within(notice).getByRole("link", { name: "Approve or block the sender" });
    expect(link.getAttribute("href")).toBe("/dashboard/email");
    expect(screen.getByText("Waiting for approval")).toBeTruthy();
  });
});

describe("live updates on the Emails page", () => {
  it("says when updates are paused, and reconnects at once when asked", async () => {
    const live = scriptedLive();
    const { user } = renderEmails(emailsApi(), live.logic);
    await screen.findByRole("list", { name: "Forwarded e-mails" });
    const paused = /will show up here once Corkboard is reachable again/;
    live.say({ type: "live.opened" });
    expect(screen.queryByText(paused)).toBeNull();
    live.say({ type: "live.closed", error: { code: "closed", message: "ended", status: 0 } });
    expect(await screen.findByText(paused)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reconnect now" }));
    live.say({ type: "live.opened" });
    expect(screen.queryByText(paused)).toBeNull();
  });

  it("shows a new e-mail and a change of status without a reload", async () => {
    const live = scriptedLive();
    let reviews: ReadonlyArray<SenderReview> = [];
    const arrived = makeEmail({
      id: "email-new",
      from: "office@school.example",
      subject: "Sports day moved",
      status: "received",
      receivedAt: "2026-09-03T08:00:00.000Z",
    });
    let current = arrived;
    renderEmails(
      emailsApi({
        listEmails: () => Effect.succeed([makeEmailSummary()]),
        listSenderReview: () => Effect.sync(() => reviews),
        getEmail: () => Effect.sync(() => current),
      }),
      live.logic,
    );
    await screen.findByRole("list", { name: "Forwarded e-mails" });
    expect(screen.queryByText("Sports day moved")).toBeNull();
    live.say({ type: "live.opened" });
    live.change({ kind: "email", id: "email-new", action: "created" });
    expect(await screen.findByText("Sports day moved")).toBeTruthy();
    current = { ...arrived, status: "processed", statusReason: "1 event found" };
    live.change({ kind: "email", id: "email-new", action: "updated" });
    expect(await screen.findByText("1 event found")).toBeTruthy();
    // A new sender's mail arrives: the review panel appears.
    reviews = [coach];
    live.change({ kind: "review", id: coach.sender, action: "created" });
    expect(
      await screen.findByRole("heading", { name: "New sender: approve or block" }),
    ).toBeTruthy();
  });
});
