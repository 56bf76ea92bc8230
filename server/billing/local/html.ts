import { HttpServerResponse } from "@effect/platform";

/**
 * The Local checkout and portal pages: server-rendered HTML with one
 * stylesheet and no scripts, so the site's CSP holds and the forms work
 * without JavaScript.
 */

export const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** Marks text as already-escaped HTML. */
export interface Html {
  readonly html: string;
}

export const raw = (html: string): Html => ({ html });

/** A template tag escaping every interpolated value unless it is `Html`. */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<unknown>): Html => {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.map((item) => (isHtml(item) ? item.html : escapeHtml(String(item)))).join("")
      : isHtml(value)
        ? value.html
        : value === null || value === undefined || value === false
          ? ""
          : escapeHtml(String(value));
    out += part + (strings[index + 1] ?? "");
  });
  return { html: out };
};

const isHtml = (value: unknown): value is Html =>
  typeof value === "object" && value !== null && "html" in value && typeof value.html === "string";

export const stylesheetPath = "/billing/billing.css";

export function pageResponse(title: string, body: Html, status = 200) {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheetPath}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
  return HttpServerResponse.text(document.html, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-store" },
  });
}

/** One labelled input with its error message, linked for screen readers. */
export function field(options: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly autocomplete?: string;
  readonly inputmode?: string;
  readonly placeholder?: string;
  readonly hint?: string;
  /** Keeps ids unique when a page repeats a form (one per subscription). */
  readonly idPrefix?: string;
}): Html {
  const id = `${options.idPrefix === undefined ? "" : `${options.idPrefix}-`}field-${options.name}`;
  const described = [
    options.hint === undefined ? null : `${id}-hint`,
    options.error === null ? null : `${id}-error`,
  ].filter((entry) => entry !== null);
  return html`<div class="field">
<label for="${id}">${options.label}</label>
${options.hint === undefined ? "" : html`<p class="hint" id="${id}-hint">${options.hint}</p>`}
<input id="${id}" name="${options.name}" type="text" value="${options.value}"${raw(
    options.autocomplete === undefined ? "" : ` autocomplete="${escapeHtml(options.autocomplete)}"`,
  )}${raw(options.inputmode === undefined ? "" : ` inputmode="${escapeHtml(options.inputmode)}"`)}${raw(
    options.placeholder === undefined ? "" : ` placeholder="${escapeHtml(options.placeholder)}"`,
  )}${raw(described.length === 0 ? "" : ` aria-describedby="${described.join(" ")}"`)}${raw(
    options.error === null ? "" : ' aria-invalid="true"',
  )}>
${options.error === null ? "" : html`<p class="error" id="${id}-error">${options.error}</p>`}
</div>`;
}

/** "$6", "$60", "$6.50". */
export const money = (amount: number, currency: string) => {
  const major = amount / 100;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
};

export const dateText = (unixSeconds: number) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(unixSeconds * 1000),
  );

/** Paper-white, ink text, the purple accent, visible focus; one column on a phone. */
export const stylesheet = `:root {
  color-scheme: light dark;
  --paper: #fbf8f3;
  --surface: #ffffff;
  --ink: #1f2430;
  --muted: #4b5261;
  --accent: #6d28d9;
  --accent-ink: #ffffff;
  --line: #d9d2c5;
  --danger: #b42318;
  --ok: #146c43;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --paper: #1b1a17;
    --surface: #26241f;
    --ink: #f3efe7;
    --muted: #c9c2b5;
    --accent: #c4b5fd;
    --accent-ink: #1b1a17;
    --line: #4a463d;
    --danger: #ffb4a8;
    --ok: #8fd9b0;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); padding: 1rem; }
.card {
  max-width: 32rem; margin: 2rem auto; background: var(--surface); border: 1px solid var(--line);
  border-radius: 1rem; padding: 1.5rem;
}
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
p { margin: 0 0 0.75rem; }
.muted, .hint { color: var(--muted); }
.hint { font-size: 0.875rem; margin: 0 0 0.25rem; }
.price { font-size: 1.25rem; font-weight: 600; }
.field { display: flex; flex-direction: column; margin: 0 0 1rem; }
label { font-weight: 600; margin-bottom: 0.25rem; }
input[type="text"] {
  font: inherit; color: var(--ink); background: var(--surface); padding: 0.625rem 0.75rem;
  border: 1px solid var(--muted); border-radius: 0.5rem; min-height: 2.75rem;
}
input[aria-invalid="true"] { border-color: var(--danger); border-width: 2px; }
.error { color: var(--danger); font-weight: 600; margin: 0.25rem 0 0; }
.alert {
  border: 2px solid var(--danger); color: var(--danger); border-radius: 0.5rem;
  padding: 0.75rem; margin: 0 0 1rem; font-weight: 600;
}
.notice {
  border: 2px solid var(--ok); color: var(--ok); border-radius: 0.5rem;
  padding: 0.75rem; margin: 0 0 1rem; font-weight: 600;
}
.row { display: flex; gap: 0 1rem; flex-wrap: wrap; }
form + p, form + section, section + p { margin-top: 1.25rem; }
.row > .field { flex: 1 1 8rem; }
button {
  font: inherit; font-weight: 600; cursor: pointer; border-radius: 0.5rem; min-height: 2.75rem;
  padding: 0.625rem 1rem; border: 2px solid var(--accent); background: var(--accent);
  color: var(--accent-ink); width: 100%;
}
button.secondary { background: transparent; color: var(--accent); }
form.inline { margin: 0 0 0.75rem; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { color: var(--muted); }
dd { margin: 0; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;
