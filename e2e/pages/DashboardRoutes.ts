import type { Locator, Page } from "@playwright/test";
import { labelOf, seededAccounts } from "../support/accounts";

/**
 * Every dashboard page the browser tests open, with the heading it shows
 * and something only its loaded content has. Detail pages have ids the
 * seed makes up, so they are found through their link on a list page.
 */
export interface DashboardRoute {
  readonly name: string;
  readonly heading: string;
  /** A path, or the list page and the link's text that lead to it. */
  readonly path: string | { readonly from: string; readonly link: string };
  readonly content: (page: Page) => Locator;
}

/** Seeded e-mail and event the detail pages show (server/seed/data.ts). */
export const seededEmail = {
  subject: "Cubs camp: kit list and timings",
  eventTitle: "Cubs weekend camp",
} as const;
export const seededEvent = {
  title: "Year 4 trip to the Science Museum",
  emailSubject: "Maplewood Matters: dates for the rest of this half term",
} as const;

export const dashboardRoutes: ReadonlyArray<DashboardRoute> = [
  {
    name: "home",
    heading: `Hello, ${labelOf(seededAccounts.reader)}`,
    path: "/dashboard",
    content: (page) => page.getByRole("list", { name: "Recent e-mails" }),
  },
  {
    name: "email list",
    heading: "Emails",
    path: "/dashboard/email",
    content: (page) =>
      page
        .getByRole("list", { name: "Forwarded e-mails" })
        .getByRole("link", { name: seededEmail.subject }),
  },
  {
    name: "email detail",
    heading: seededEmail.subject,
    path: { from: "/dashboard/email", link: seededEmail.subject },
    content: (page) =>
      page
        .getByRole("region", { name: "Events from this e-mail" })
        .getByRole("link", { name: seededEmail.eventTitle }),
  },
  {
    name: "event list",
    heading: "Events",
    path: "/dashboard/event",
    content: (page) =>
      page
        .getByRole("region", { name: "Coming up" })
        .getByRole("link", { name: seededEvent.title }),
  },
  {
    name: "event month view",
    heading: "Events",
    path: "/dashboard/event?view=month",
    content: (page) => page.getByRole("table"),
  },
  {
    name: "event detail",
    heading: seededEvent.title,
    path: { from: "/dashboard/event", link: seededEvent.title },
    content: (page) =>
      page
        .getByRole("region", { name: "From the e-mail" })
        .getByRole("link", { name: seededEvent.emailSubject }),
  },
  {
    name: "family",
    heading: "Family",
    path: "/dashboard/family",
    content: (page) => page.getByRole("heading", { level: 3, name: "Alex Harper" }),
  },
  {
    name: "setup contacts",
    heading: "Setup",
    path: "/dashboard/setup/contacts",
    content: (page) =>
      page
        .getByRole("list", { name: "Trusted senders" })
        .getByText("office@maplewood-primary.example", { exact: true }),
  },
  {
    name: "setup calendar",
    heading: "Setup",
    path: "/dashboard/setup/calendar",
    content: (page) => page.getByRole("textbox", { name: "Your calendar address" }),
  },
  {
    name: "setup forwarder",
    heading: "Setup",
    path: "/dashboard/setup/forwarder",
    content: (page) => page.getByRole("heading", { level: 2, name: "Your forwarding address" }),
  },
  {
    name: "preferences",
    heading: "Preferences",
    path: "/dashboard/profile",
    content: (page) => page.getByRole("form", { name: "Your preferences" }),
  },
  {
    name: "integrations",
    heading: "Integrations",
    path: "/dashboard/integrations",
    content: (page) => page.getByRole("textbox", { name: "Your calendar address" }),
  },
  {
    name: "help",
    heading: "Help",
    path: "/dashboard/help",
    content: (page) => page.getByRole("form", { name: "Write to us" }),
  },
];
