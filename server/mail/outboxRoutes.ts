import { HttpLayerRouter, type HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Effect, type Layer } from "effect";
import { Database } from "../db/Database";
import { type OutboxFilter, type OutboxMail, readOutbox } from "./Mailer";
import { escapeHtml } from "./templates";

/** The newest messages the page and the JSON list. */
const pageSize = 100;

// The outbox holds live sign-in and recovery links: never cached, never indexed.
const privateHeaders = { "cache-control": "no-store", "x-robots-tag": "noindex" };

// Served as a file because the server's CSP (style-src 'self') refuses
// inline styles.
const stylesheet = `body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f1f29; }
header p { color: #5f5f6e; }
article { border-top: 1px solid #d8d8e0; padding: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { color: #5f5f6e; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f8; padding: 0.75rem; border-radius: 6px; }
`;

const filterOf = (request: HttpServerRequest.HttpServerRequest): OutboxFilter => {
  const params = new URL(request.url, "http://localhost").searchParams;
  const to = params.get("to")?.trim();
  const kind = params.get("kind")?.trim();
  return {
    limit: pageSize,
    ...(to ? { to } : {}),
    ...(kind ? { kind } : {}),
  };
};

// Only web links become clickable; anything else is shown as text.
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

function linkHtml(link: string | null): string {
  if (link === null) return "none";
  const text = escapeHtml(link);
  return isWebLink(link) ? `<a href="${text}">${text}</a>` : text;
}

function messageHtml(mail: OutboxMail): string {
  const time = mail.createdAt.toISOString();
  return [
    "<article>",
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    "<dl>",
    `<dt>Sent</dt><dd><time datetime="${time}">${time.replace("T", " ").replace(/\.\d+Z$/, " UTC")}</time></dd>`,
    `<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>`,
    `<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>`,
    `<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>`,
    `<dt>Link</dt><dd>${linkHtml(mail.link)}</dd>`,
    "</dl>",
    `<pre>${escapeHtml(mail.text)}</pre>`,
    "</article>",
  ].join("\n");
}

/** The /dev/outbox page; exported for tests of its markup. */
export function outboxPage(messages: ReadonlyArray<OutboxMail>, filter: OutboxFilter): string {
  const scope = filter.to === undefined ? "" : ` to ${escapeHtml(filter.to)}`;
  const body =
    messages.length === 0
      ? `<p>No mail sent${scope} yet.</p>`
      : messages.map(messageHtml).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · Corkboard</title>
<link rel="stylesheet" href="/dev/outbox.css">
</head>
<body>
<header>
<h1>Outbox</h1>
<p>Mail the server has sent${scope}, kept here because SMTP_URL is not set. Newest first, the latest ${pageSize}.</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

const toJson = (mail: OutboxMail) => ({
  id: mail.id,
  createdAt: mail.createdAt.toISOString(),
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  kind: mail.kind,
  link: mail.link,
  text: mail.text,
  html: mail.html,
});

const notFound = Effect.succeed(HttpServerResponse.text("Not found", { status: 404 }));

const unavailable = (message: string) =>
  HttpServerResponse.text(`The outbox could not be read: ${message}`, {
    status: 503,
    headers: privateHeaders,
  });

/**
 * `GET /dev/outbox` (HTML), `/dev/outbox.json` (`{ data: [...] }`, newest
 * first, `?to=` and `?kind=` filters) and `/dev/outbox.css`. When disabled
 * (SMTP_URL is set, so mail really leaves) each answers 404.
 */
export const outboxRoutes = (
  enabled: boolean,
): Layer.Layer<never, never, HttpLayerRouter.HttpRouter | Database> =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      if (!enabled) {
        for (const path of ["/dev/outbox", "/dev/outbox.json", "/dev/outbox.css"] as const) {
          yield* router.add("GET", path, notFound);
        }
        return;
      }
      const db = yield* Database;
      const read = (request: HttpServerRequest.HttpServerRequest) => {
        const filter = filterOf(request);
        return readOutbox(filter).pipe(
          Effect.provideService(Database, db),
          Effect.map((messages) => ({ filter, messages })),
        );
      };
      yield* router.add("GET", "/dev/outbox", (request) =>
        read(request).pipe(
          Effect.map(({ filter, messages }) =>
            HttpServerResponse.html(outboxPage(messages, filter)).pipe(
              HttpServerResponse.setHeaders(privateHeaders),
            ),
          ),
          Effect.catchTag("DatabaseError", (error) => Effect.succeed(unavailable(error.message))),
          Effect.withSpan("Outbox.page"),
        ),
      );
      yield* router.add("GET", "/dev/outbox.json", (request) =>
        read(request).pipe(
          Effect.map(({ messages }) =>
            HttpServerResponse.unsafeJson(
              { data: messages.map(toJson) },
              { headers: privateHeaders },
            ),
          ),
          Effect.catchTag("DatabaseError", (error) => Effect.succeed(unavailable(error.message))),
          Effect.withSpan("Outbox.json"),
        ),
      );
      yield* router.add(
        "GET",
        "/dev/outbox.css",
        Effect.succeed(
          HttpServerResponse.text(stylesheet, {
            contentType: "text/css; charset=utf-8",
            headers: { "cache-control": "no-cache" },
          }),
        ),
      );
    }),
  );
