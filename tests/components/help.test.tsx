import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { EmailSend } from "../../api/Email";
import { ContactForm } from "../../src/routes/dashboard/help/ContactForm";
import { FaqSearch } from "../../src/routes/dashboard/help/FaqSearch";
import { resultSummary, searchFaq } from "../../src/routes/dashboard/help/faqSearch";
import { type FaqTopic, faqTopics } from "../../src/routes/public/faqEntries";
import type { ApiService } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { renderWithData } from "./support/dashboardHarness";

const topics: ReadonlyArray<FaqTopic> = [
  {
    id: "forwarding",
    title: "Forwarding e-mails",
    questions: [
      { question: "What can I forward?", answer: "Any e-mail with a date in it." },
      { question: "Which senders are trusted?", answer: "The ones you approve." },
    ],
  },
  {
    id: "calendars",
    title: "Calendars",
    questions: [
      { question: "How do time zones work?", answer: "Your family's zone, or the café's." },
    ],
  },
];

describe("the FAQ search", () => {
  it("keeps the questions whose question or answer holds every word", () => {
    const results = searchFaq(topics, "  APPROVE  ones ");
    expect(results.count).toBe(1);
    expect(results.total).toBe(3);
    expect(results.topics.map((topic) => topic.questions.map((entry) => entry.question))).toEqual([
      ["Which senders are trusted?"],
    ]);
  });

  it("ignores hyphens and accents, so email finds e-mail and cafe finds café", () => {
    expect(searchFaq(topics, "email").count).toBe(1);
    expect(searchFaq(topics, "cafe").topics.map((topic) => topic.id)).toEqual(["calendars"]);
  });

  it("shows everything for an empty query", () => {
    expect(searchFaq(topics, "   ").count).toBe(3);
    expect(resultSummary(searchFaq(topics, ""), "")).toBe("3 questions");
  });

  it("searches the public FAQ's own questions", () => {
    const results = searchFaq(faqTopics, "Outlook");
    expect(results.count).toBeGreaterThan(0);
    expect(results.topics[0]?.questions[0]?.question).toBe(
      "How do I connect Google, Outlook or Apple Calendar?",
    );
  });

  it("filters as the user types, announces the count and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<FaqSearch topics={topics} />);
    const box = screen.getByRole("searchbox", { name: "Search the questions" });
    const count = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(count?.getAttribute("aria-live")).toBe("polite");
    expect(count?.textContent).toBe("3 questions");

    await user.type(box, "trusted");
    expect(count?.textContent).toBe("1 question matches “trusted”");
    expect(screen.getByText("Which senders are trusted?")).toBeTruthy();
    expect(screen.queryByText("What can I forward?")).toBeNull();
    // The matching answer is open, since the words may be in it.
    expect(screen.getByText("The ones you approve.").closest("details")?.open).toBe(true);

    await user.clear(box);
    await user.type(box, "zebra");
    expect(count?.textContent).toBe("No questions match “zebra”");
    expect(screen.getByText(/Try another word/)).toBeTruthy();
    expect(screen.queryByRole("group")).toBeNull();
  });
});

const renderContact = (api: Partial<ApiService>) =>
  renderWithData(<ContactForm replyTo="ada@example.com" />, api);

describe("the contact form", () => {
  it("sends the message to support and says where the reply goes", async () => {
    const sent: EmailSend[] = [];
    const user = renderContact({
      sendEmail: (email) => {
        sent.push(email);
        return Effect.succeed({ to: "support@corkboard.example", messageId: "m-1" });
      },
    });
    await user.type(screen.getByLabelText("Subject"), "  The feed  ");
    await user.type(screen.getByLabelText("Message"), "My calendar shows nothing.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain("we will reply to ada@example.com.");
    expect(sent).toEqual([
      { to: "support", subject: "The feed", text: "My calendar shows nothing." },
    ]);
    await user.click(screen.getByRole("button", { name: "Write another message" }));
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });

  it("checks the fields with the contract before sending", async () => {
    const sent: EmailSend[] = [];
    const user = renderContact({
      sendEmail: (email) => {
        sent.push(email);
        return Effect.succeed({ to: "support", messageId: "m-1" });
      },
    });
    await user.type(screen.getByLabelText("Message"), "   ");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Subject"));
    expect(sent).toEqual([]);
  });

  it("shows a failure at the form", async () => {
    const user = renderContact({
      sendEmail: () =>
        Effect.fail(apiFailure(429, "rate_limited", "Too many messages; try again later")),
    });
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.type(screen.getByLabelText("Message"), "Are you there?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your message is not sent.");
    const form = screen.getByRole("form", { name: "Write to us" });
    expect(within(form).getByRole("alert")).toBe(alert);
  });
});
