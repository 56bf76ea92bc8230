import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/**
 * Forwarded e-mail HTML made safe to put in the page. An explicit allowlist
 * (DOMPurify's own list is wider than an e-mail needs) removes scripts,
 * event handlers, forms, frames, embedded objects, SVG and MathML, `<style>`
 * and `<link>` (they would restyle the whole app) and `<base>`/`<meta>`.
 * On top of it, nothing is fetched from the network: remote and `cid:`
 * images lose their `src`, `srcset` and `background` never pass, inline
 * styles that load anything (`url()`, `image-set()`, `@import`) or could
 * cover the app (`position: fixed`) are dropped, and only raster `data:`
 * images (PNG, GIF, JPEG, WebP) stay. Links keep only http(s), mailto and
 * tel targets, and open in a new tab without an opener or referrer.
 */

const ALLOWED_TAGS = [
  "a",
  "abbr",
  "address",
  "article",
  "b",
  "bdi",
  "bdo",
  "blockquote",
  "br",
  "caption",
  "center",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "details",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "font",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "section",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "tt",
  "u",
  "ul",
  "var",
  "wbr",
];

/** Presentation only: no ids or names (they could clobber the app's), no URLs but href and src. */
const ALLOWED_ATTR = [
  "abbr",
  "align",
  "alt",
  "bgcolor",
  "border",
  "cellpadding",
  "cellspacing",
  "color",
  "colspan",
  "datetime",
  "dir",
  "face",
  "headers",
  "height",
  "href",
  "lang",
  "rowspan",
  "scope",
  "size",
  "span",
  "src",
  "start",
  "style",
  "title",
  "type",
  "valign",
  "width",
];

/** Every allowed attribute but the two that hold URLs: their values are never read as links. */
const NOT_URLS = ALLOWED_ATTR.filter((name) => name !== "href" && name !== "src");

const config: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Without this, DOMPurify would test `align="center"` against the URL rule below and drop it.
  ADD_URI_SAFE_ATTR: NOT_URLS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Absolute web, mail and phone links only: a relative link would point into the app.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  // Their text means nothing without the element (a button's label, a select's options).
  ADD_FORBID_CONTENTS: ["button", "select", "option", "datalist", "head", "title"],
};

/** Raster images written into the message itself; SVG is left out (it can carry script). */
const safeDataImage = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

/** CSS that fetches something, hides an escape, or can lift content out of its box. */
const unsafeCss =
  /url\s*\(|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:|position\s*:\s*(?:fixed|sticky)/i;

export function isSafeInlineStyle(style: string): boolean {
  const withoutComments = style.replace(/\/\*[\s\S]*?\*\//g, "");
  // A CSS escape (`u\72l(`) could spell any of the words above.
  if (withoutComments.includes("\\")) return false;
  return !unsafeCss.test(withoutComments);
}

export interface SanitizedEmail {
  readonly html: string;
  /** Images not loaded because they live elsewhere (remote or `cid:`). */
  readonly blockedImages: number;
}

let purifier: DOMPurify | null | undefined;
let blockedImages = 0;

function installHooks(purify: DOMPurify) {
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName === "style" && !isSafeInlineStyle(data.attrValue)) {
      data.keepAttr = false;
    }
    if (data.attrName === "src") {
      const isImage = node.nodeName.toLowerCase() === "img";
      if (!isImage || !safeDataImage.test(data.attrValue.trim())) {
        data.keepAttr = false;
        if (isImage && data.attrValue.trim() !== "") blockedImages += 1;
      }
    }
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName.toLowerCase() !== "a") return;
    if (node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/**
 * The DOMPurify instance, once, checked on a sample: a DOM whose node
 * accessors DOMPurify cannot use (server rendering, some test DOMs) must
 * never let raw markup through, so there the answer is "cannot sanitise".
 */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  purifier = null;
  if (typeof window === "undefined") return null;
  const candidate = createDOMPurify(window);
  if (!candidate.isSupported) return null;
  installHooks(candidate);
  // No event-handler attribute in the sample: Chromium reports one to the
  // console as a CSP violation just for parsing it, even in a detached DOM.
  const probe = candidate.sanitize('<p title="ok">fine<script>bad()</script></p>', config);
  if (probe !== '<p title="ok">fine</p>') return null;
  purifier = candidate;
  return purifier;
}

/** The safe HTML of an e-mail, or null when this environment cannot sanitise it. */
export function sanitizeEmailHtml(html: string): SanitizedEmail | null {
  const purify = getPurifier();
  if (purify === null) return null;
  blockedImages = 0;
  const clean = purify.sanitize(html, config);
  return { html: clean, blockedImages };
}

/** Forgets the instance, so a test can change the DOM before the next use. */
export function resetEmailSanitizer(): void {
  purifier = undefined;
}
