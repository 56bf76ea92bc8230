import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Effect } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { Route, Switch, useLocation } from "wouter";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { Email, EmailSummary } from "../../api/Email";
import { defaultPreferences } from "../../api/Preferences";
import { EmailDetailPage, emailIdOf } from "../../src/routes/dashboard/email/EmailDetailPage";
import { EmailListPage } from "../../src/routes/dashboard/email/EmailListPage";
import type { ApiService } from "../../src/services/Api";
import { apiFailure } from "../../src/services/ApiTest";
import { formatDateTime } from "../../src/ui/calendar/format";
import { attachmentCount, formatFileSize } from "../../src/ui/email/emailStatus";
import { SafeEmailBody } from "../../src/ui/email/SafeEmailBody";
import {
  isSafeInlineStyle,
  resetEmailSanitizer,
  sanitizeEmailHtml,
} from "../../src/ui/email/sanitizeEmailHtml";
import { renderDashboard } from "./support/dashboardHarness";

/**
 * happy-dom differs from browsers in two ways DOMPurify relies on: the
 * `nodeName` getter on `Node.prototype` (which DOMPurify caches) answers
 * "" instead of deferring to the element, and its NodeIterator does not
 * follow removals (DOMPurify removes the node it stands on). Both are put
 * right before the sanitiser first runs, so these tests run the real
 * DOMPurify with the app's configuration, as a browser would.
 */
let mended = false;

function mendDomForDomPurify() {
  if (mended) return;
  mended = true;
  // DOMPurify parses the raw message; a browser's parsed document is inert, happy-dom's would
  // try to fetch its scripts and stylesheets and log that it may not.
  const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } })
    .happyDOM;
  if (happyDom !== undefined) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
  const ownGetter = (node: Node) => {
    let proto: object | null = Object.getPrototypeOf(node);
    while (proto !== null && proto !== Node.prototype) {
      const getter = Object.getOwnPropertyDescriptor(proto, "nodeName")?.get;
      if (getter !== undefined) return getter;
      proto = Object.getPrototypeOf(proto);
    }
    return undefined;
  };
  const base = Object.getOwnPropertyDescriptor(Node.prototype, "nodeName")?.get;
  Object.defineProperty(Node.prototype, "nodeName", {
    configurable: true,
    get(this: Node) {
      return (ownGetter(this) ?? base)?.call(this) ?? "";
    },
  });

  const following = (node: Node, root: Node): Node | null => {
    if (node.firstChild !== null) return node.firstChild;
    let current: Node | null = node;
    while (current !== null && current !== root) {
      if (current.nextSibling !== null) return current.nextSibling;
      current = current.parentNode;
    }
    return null;
  };
  const preceding = (node: Node, root: Node): Node | null => {
    if (node === root) return null;
    let current = node.previousSibling;
    if (current === null) return node.parentNode;
    while (current.lastChild !== null) current = current.lastChild;
    return current;
  };
  const shows = (node: Node, whatToShow: number) =>
    ((whatToShow >>> (node.nodeType - 1)) & 1) === 1;
  function liveNodeIterator(root: Node, whatToShow = 0xffffffff): NodeIterator {
    let reference: Node | null = null;
    let before: Node | null = null;
    const nextNode = (): Node | null => {
      let candidate: Node | null;
      if (reference === null) candidate = root;
      else if (root.contains(reference)) candidate = following(reference, root);
      // The node last returned was removed: carry on after the node before it, as browsers do.
      else candidate = before === null ? null : following(before, root);
      while (candidate !== null && !shows(candidate, whatToShow)) {
        candidate = following(candidate, root);
      }
      if (candidate !== null) {
        reference = candidate;
        before = preceding(candidate, root);
      }
      return candidate;
    };
    return { nextNode, root, whatToShow } as unknown as NodeIterator;
  }
  // On the prototype that really holds the method (happy-dom's own Document class).
  let owner: object | null = document;
  while (owner !== null && !Object.hasOwn(owner, "createNodeIterator")) {
    owner = Object.getPrototypeOf(owner);
  }
  Object.defineProperty(owner ?? document, "createNodeIterator", {
    configurable: true,
    writable: true,
    value: liveNodeIterator,
  });
}

function clean(html: string): string {
  const result = sanitizeEmailHtml(html);
  if (result === null) throw new Error("The sanitiser refused to run");
  return result.html;
}

/** The sanitised HTML as a tree, to ask what is left. */
function cleanTree(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = clean(html);
  return holder;
}

describe("the sanitiser in a DOM DOMPurify cannot use", () => {
  it("refuses to sanitise rather than let markup through, and the body falls back to text", () => {
    resetEmailSanitizer();
    // happy-dom as it comes: DOMPurify cannot read its node names.
    expect(sanitizeEmailHtml("<p>Hello<script>alert(1)</script></p>")).toBeNull();
    render(<SafeEmailBody html="<p>Hi<script>alert(1)</script></p>" text="Hi (plain)" />);
    expect(screen.getByText("Hi (plain)")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText(/cannot be shown safely here/)).toBeTruthy();
  });
});

describe("sanitizeEmailHtml", () => {
  beforeAll(() => {
    mendDomForDomPurify();
    resetEmailSanitizer();
  });

  it("removes scripts", () => {
    const tree = cleanTree(
      "<p>Dear parents</p><script>alert(1)</script><SCRIPT src=//evil.example/x.js></SCRIPT>",
    );
    expect(tree.querySelector("script")).toBeNull();
    expect(tree.textContent).toBe("Dear parents");
  });

  it("removes event handlers", () => {
    const tree = cleanTree(
      '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)" alt="x"><div onclick="steal()" onmouseover="x()">Hi</div><body onload="x()">',
    );
    for (const element of tree.querySelectorAll("*")) {
      expect(
        [...element.attributes].filter((attribute) => attribute.name.startsWith("on")),
      ).toEqual([]);
    }
    expect(tree.textContent).toContain("Hi");
  });

  it("removes javascript: and other non-web links but keeps the text", () => {
    const tree = cleanTree(
      '<a href="javascript:alert(1)">Click</a> <a href=" JaVaScRiPt:alert(1)">Two</a> <a href="data:text/html,<script>alert(1)</script>">Three</a> <a href="/dashboard/profile">Four</a>',
    );
    for (const link of tree.querySelectorAll("a")) expect(link.hasAttribute("href")).toBe(false);
    expect(tree.textContent).toBe("Click Two Three Four");
  });

  it("opens web, mail and phone links in a new tab without an opener or referrer", () => {
    const tree = cleanTree(
      '<a href="https://school.example/letter" target="_self">Letter</a> <a href="mailto:office@school.example">Office</a> <a href="tel:+441234567890">Call</a>',
    );
    const links = [...tree.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://school.example/letter",
      "mailto:office@school.example",
      "tel:+441234567890",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("loads nothing from elsewhere: remote and cid images, srcset, backgrounds, url() styles", () => {
    const result = sanitizeEmailHtml(
      '<img src="http://tracker.example/pixel.gif" alt="Logo"><img src="https://cdn.example/a.png" srcset="https://cdn.example/a2.png 2x"><img src="cid:part1@mail">' +
        '<table background="https://cdn.example/bg.png"><tr><td style="background-image: url(https://cdn.example/x.png); color: #333">Cell</td>' +
        '<td style="background: u\\72l(https://cdn.example/y.png)">Escaped</td></tr></table>' +
        '<div style="position: fixed; inset: 0">Cover</div><link rel="stylesheet" href="https://cdn.example/s.css"><style>@import url(https://cdn.example/s.css);</style>',
    );
    expect(result?.blockedImages).toBe(3);
    const holder = document.createElement("div");
    holder.innerHTML = result?.html ?? "";
    const urls = [...holder.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes]
        .map((attribute) => attribute.value)
        .filter((value) => /https?:|cid:|\/\//i.test(value)),
    );
    expect(urls).toEqual([]);
    expect(holder.querySelector("img")?.getAttribute("alt")).toBe("Logo");
    expect(holder.querySelector("link, style")).toBeNull();
    expect(holder.querySelector("td")?.hasAttribute("style")).toBe(false);
    expect(holder.textContent).toContain("Cover");
    expect(holder.querySelector("div")?.hasAttribute("style")).toBe(false);
  });

  it("keeps small raster images written into the message, but not SVG", () => {
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    const tree = cleanTree(
      `<img src="${png}" alt="Dot"><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="Svg">`,
    );
    const images = [...tree.querySelectorAll("img")];
    expect(images[0]?.getAttribute("src")).toBe(png);
    expect(images[1]?.hasAttribute("src")).toBe(false);
  });

  it("removes forms and their controls, frames, objects and SVG", () => {
    const tree = cleanTree(
      '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label><textarea>t</textarea><select><option>One</option></select><button formaction="https://evil.example">Send</button></form>' +
        '<iframe srcdoc="<p>framed</p>"></iframe><object data="x.swf"></object><embed src="x.swf"><svg><script>alert(1)</script></svg><math><mi>x</mi></math><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    );
    expect(
      tree.querySelector(
        "form, input, textarea, select, option, button, iframe, object, embed, svg, math, meta, base",
      ),
    ).toBeNull();
    expect(tree.textContent).not.toContain("Send");
    expect(tree.textContent).not.toContain("One");
  });

  it("keeps the markup of an ordinary newsletter", () => {
    const html =
      "<h1>Autumn term</h1><p>Dear parents, <strong>school closes</strong> at <em>1pm</em> on Friday.</p>" +
      "<ul><li>Sports day: 14 September</li></ul>" +
      '<table border="0" cellpadding="4" width="600"><tbody><tr><td style="color: #333333; font-weight: bold" align="center">Date</td></tr></tbody></table>' +
      '<blockquote>Forwarded message</blockquote><p><a href="https://school.example/calendar">Calendar</a><br>Mrs Smith</p>';
    const tree = cleanTree(html);
    expect(tree.querySelector("h1")?.textContent).toBe("Autumn term");
    expect(tree.querySelector("p strong")?.textContent).toBe("school closes");
    expect(tree.querySelector("em")?.textContent).toBe("1pm");
    expect(tree.querySelector("ul li")?.textContent).toBe("Sports day: 14 September");
    const cell = tree.querySelector("td");
    expect(cell?.getAttribute("style")).toBe("color: #333333; font-weight: bold");
    expect(cell?.getAttribute("align")).toBe("center");
    expect(tree.querySelector("table")?.getAttribute("width")).toBe("600");
    expect(tree.querySelector("blockquote")).not.toBeNull();
    expect(tree.querySelector("br")).not.toBeNull();
  });

  it("drops ids and names that could clobber the page's own", () => {
    const tree = cleanTree('<p id="root" name="cookie" class="x">Hi</p>');
    const paragraph = tree.querySelector("p");
    expect(paragraph?.hasAttribute("id")).toBe(false);
    expect(paragraph?.hasAttribute("name")).toBe(false);
  });

  it("judges inline styles", () => {
    expect(isSafeInlineStyle("color: red; font-size: 14px")).toBe(true);
    expect(isSafeInlineStyle("background:URL( 'https://x' )")).toBe(false);
    expect(isSafeInlineStyle("background: image-set('a.png' 1x)")).toBe(false);
    expect(isSafeInlineStyle("width: expression(alert(1))")).toBe(false);
    expect(isSafeInlineStyle("color: red; /* */ position : fixed")).toBe(false);
    expect(isSafeInlineStyle("font-family: '\\75rl'")).toBe(false);
  });
});

describe("SafeEmailBody", () => {
  beforeAll(() => {
    mendDomForDomPurify();
    resetEmailSanitizer();
  });

  it("shows the sanitised HTML inside the page, and says remote images were not loaded", () => {
    render(
      <SafeEmailBody
        html={
          '<p onclick="x()">Hello <a href="https://school.example">school</a></p><img src="https://t.example/p.gif"><script>window.hacked = true</script>'
        }
        text="Hello school"
      />,
    );
    const body = screen.getByTestId("email-html");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("p")?.hasAttribute("onclick")).toBe(false);
    expect(within(body).getByRole("link", { name: "school" }).getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(screen.getByText(/1 image from elsewhere was not loaded/)).toBeTruthy();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows the plain text when there is no HTML", () => {
    render(<SafeEmailBody html={null} text={"Line one\nLine two <b>not bold</b>"} />);
    const text = screen.getByTestId("email-text");
    expect(text.textContent).toBe("Line one\nLine two <b>not bold</b>");
    expect(text.querySelector("b")).toBeNull();
  });
});

describe("e-mail helpers", () => {
  it("writes sizes and counts as people read them", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(120_000)).toBe("120 KB");
    expect(formatFileSize(1_250_000)).toBe("1.3 MB");
    expect(attachmentCount(0)).toBe("No attachments");
    expect(attachmentCount(1)).toBe("1 attachment");
    expect(attachmentCount(3)).toBe("3 attachments");
  });

  it("takes the route's id decoded and trimmed, empty when missing", () => {
    expect(emailIdOf(undefined)).toBe("");
    expect(emailIdOf("")).toBe("");
    expect(emailIdOf("%20")).toBe("");
    expect(emailIdOf("abc%2Fdef")).toBe("abc/def");
    expect(emailIdOf("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

// The pages, on the data layer with a fake Api.

/** As the dashboard layout routes it: `/email/` is the detail route without an id. */
function EmailIndexRoute() {
  const [location] = useLocation();
  return location.endsWith("/") ? <EmailDetailPage /> : <EmailListPage />;
}

/** The dashboard nest with the e-mail routes, at an absolute path. */
const renderEmails = (path: string, api: Partial<ApiService>) =>
  renderDashboard(
    path,
    <Switch>
      <Route path="/email" component={EmailIndexRoute} />
      <Route path="/email/:emailId" component={EmailDetailPage} />
    </Switch>,
    api,
  ).location;

const tokyo = { ...defaultPreferences("Asia/Tokyo") };

function summary(fields: Partial<EmailSummary> & Pick<EmailSummary, "id">): EmailSummary {
  return {
    from: "office@school.example",
    to: "family@in.corkboard.example",
    subject: "Sports day",
    receivedAt: "2026-09-14T23:30:00.000Z",
    status: "processed",
    statusReason: "2 events found",
    attachments: [],
    eventIds: [],
    ...fields,
  };
}

const sportsDay = summary({
  id: "e-1",
  attachments: [
    { name: "letter.pdf", type: "application/pdf", size: 120_000 },
    { name: "map.png", type: "image/png", size: 2_400 },
  ],
});
const failed = summary({
  id: "e-2",
  from: "club@swim.example",
  subject: "Gala",
  receivedAt: "2026-09-15T08:00:00.000Z",
  status: "failed",
  statusReason: "The attachment could not be read",
});

const sportsDayEvent: CalendarEvent = {
  id: "ev-1",
  title: "Sports day",
  description: "",
  startsAt: "2026-09-18",
  endsAt: "2026-09-19",
  allDay: true,
  timezone: "Asia/Tokyo",
  location: "School field",
  status: "suggested",
  familyMemberIds: [],
  sourceEmailId: "e-1",
  createdAt: "2026-09-15T00:00:00.000Z",
  updatedAt: "2026-09-15T00:00:00.000Z",
};

describe("the Emails page", () => {
  it("lists each e-mail with sender, subject, received time in the family's zone, status and attachments", async () => {
    renderEmails("/dashboard/email", {
      listSenderReview: () => Effect.succeed([]),
      listEmails: () => Effect.succeed([sportsDay, failed]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    const list = await screen.findByRole("list", { name: "Forwarded e-mails" });
    const items = within(list).getAllByRole("listitem");
    // Newest first.
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Gala",
      "Sports day",
    ]);
    const [gala, sports] = items as [HTMLElement, HTMLElement];
    expect(within(gala).getByRole("link").getAttribute("href")).toBe("/dashboard/email/e-2");
    expect(gala.textContent).toContain("club@swim.example");
    expect(gala.textContent).toContain("Failed");
    expect(gala.textContent).toContain("The attachment could not be read");
    expect(sports.textContent).toContain("Processed");
    expect(sports.textContent).toContain("2 attachments");
    await screen.findByText(formatDateTime(sportsDay.receivedAt, "Asia/Tokyo"));
  });

  it("says what to do when nothing has been forwarded yet", async () => {
    renderEmails("/dashboard/email", {
      listSenderReview: () => Effect.succeed([]),
      listEmails: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect(await screen.findByRole("heading", { name: "No e-mails yet" })).toBeTruthy();
    expect(screen.getByText(/Forward a school e-mail to your Corkboard address/)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Find your Corkboard address" }).getAttribute("href"),
    ).toBe("/dashboard/setup/forwarder");
  });

  it("shows the error view when the list cannot be loaded", async () => {
    renderEmails("/dashboard/email", {
      listSenderReview: () => Effect.succeed([]),
      listEmails: () =>
        Effect.fail(apiFailure(503, "unavailable", "The database is not answering")),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
  });
});

describe("the e-mail page", () => {
  beforeAll(() => {
    mendDomForDomPurify();
    resetEmailSanitizer();
  });

  it("says 'Email ID is required' without an id (SPEC §2)", async () => {
    renderEmails("/dashboard/email/", {});
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Email ID is required");
    expect(screen.getByRole("link", { name: /All e-mails/ }).getAttribute("href")).toBe(
      "/dashboard/email",
    );
  });

  it("shows the headers, the safe body, the attachments and the events it produced", async () => {
    const email: Email = {
      ...sportsDay,
      text: "Sports day is on Friday.",
      html: '<p>Sports day is on <b>Friday</b>.</p><img src="https://tracker.example/open.gif" onerror="window.ran = 1"><script>window.ran = 2</script>',
    };
    renderEmails("/dashboard/email/e-1", {
      getEmail: (id) =>
        id === "e-1"
          ? Effect.succeed(email)
          : Effect.fail(apiFailure(404, "not_found", "No such email")),
      emailEvents: () => Effect.succeed([sportsDayEvent]),
      listFamilyMembers: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Sports day" })).toBeTruthy();
    const details = screen.getByRole("definition", {
      name: (_, element) => element.textContent === "office@school.example",
    });
    expect(details).toBeTruthy();
    expect(screen.getByText("family@in.corkboard.example")).toBeTruthy();

    const body = screen.getByTestId("email-html");
    expect(body.textContent).toBe("Sports day is on Friday.");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("img")?.hasAttribute("src")).toBe(false);
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();

    expect(screen.getByText("letter.pdf")).toBeTruthy();
    expect(screen.getByText("application/pdf, 120 KB")).toBeTruthy();

    const events = await screen.findByRole("list", { name: "Events from this e-mail" });
    const link = within(events).getByRole("link", { name: "Sports day" });
    expect(link.getAttribute("href")).toBe("/dashboard/event/ev-1");
    expect(events.textContent).toContain("Suggested");
    expect(screen.getByRole("link", { name: /All e-mails/ }).getAttribute("href")).toBe(
      "/dashboard/email",
    );
  });

  it("shows the plain text of an e-mail without HTML, and says when it produced no events", async () => {
    renderEmails("/dashboard/email/e-2", {
      getEmail: () => Effect.succeed({ ...failed, text: "See you at the gala.", html: null }),
      emailEvents: () => Effect.succeed([]),
      listFamilyMembers: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect((await screen.findByTestId("email-text")).textContent).toBe("See you at the gala.");
    expect(await screen.findByText("No events came from this e-mail.")).toBeTruthy();
    expect(screen.getByText("No attachments.")).toBeTruthy();
  });

  it("shows the error view for an e-mail that does not exist", async () => {
    renderEmails("/dashboard/email/nope", {
      getEmail: () => Effect.fail(apiFailure(404, "not_found", "No such email")),
      emailEvents: () => Effect.fail(apiFailure(404, "not_found", "No such email")),
      listFamilyMembers: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
  });
  it("deletes the e-mail, with its events when ticked, and goes back to the list", async () => {
    const calls: Array<[string, boolean]> = [];
    const email: Email = { ...sportsDay, eventIds: ["ev-1"], text: "Sports day.", html: null };
    const location = renderEmails("/dashboard/email/e-1", {
      getEmail: () => Effect.succeed(email),
      emailEvents: () => Effect.succeed([sportsDayEvent]),
      listEmails: () => Effect.succeed([]),
      listSenderReview: () => Effect.succeed([]),
      listFamilyMembers: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
      removeEmail: (id, withEvents) =>
        Effect.sync(() => {
          calls.push([id, withEvents]);
          return { id, removedEventIds: withEvents ? ["ev-1"] : [] };
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this e-mail?" });
    expect(dialog.textContent).toContain("attachments included");
    expect(dialog.textContent).toContain("The events it created stay on your calendar");
    await user.click(within(dialog).getByRole("checkbox", { name: "And its events (1)" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete e-mail" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/dashboard/email"));
    expect(calls).toEqual([["e-1", true]]);
  });
  it("marks an e-mail over the Free plan's month as such, with a link to upgrade", async () => {
    const limited: Email = {
      ...summary({ id: "e-9", subject: "Club night", status: "limited" }),
      statusReason: "Kept, not read yet: upgrade to Family to read it",
      text: "Club night is on Friday.",
      html: null,
    };
    renderEmails("/dashboard/email/e-9", {
      getEmail: () => Effect.succeed(limited),
      emailEvents: () => Effect.succeed([]),
      listFamilyMembers: () => Effect.succeed([]),
      getPreferences: () => Effect.succeed(tokyo),
    });
    expect(await screen.findByText("Over this month's limit")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: /Upgrade to Family/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute("href")).toBe("/dashboard/subscription");
    expect(screen.getByText(/kept but not read yet/)).toBeTruthy();
  });
});
