import { useMemo } from "react";
import * as styles from "./safeEmailBody.css";
import { sanitizeEmailHtml } from "./sanitizeEmailHtml";

export interface SafeEmailBodyProps {
  /** The HTML body as received (unsanitised), or null for a plain-text e-mail. */
  readonly html: string | null;
  readonly text: string;
}

/**
 * An e-mail's body, its HTML sanitised (see sanitizeEmailHtml.ts) and put
 * straight into the page, in a contained box, rather than into a sandboxed
 * iframe. The page version reads as part of the page for screen readers,
 * find-in-page and text zoom, grows with its content instead of scrolling
 * inside a fixed-height frame on a phone, and its links open (a `sandbox=""`
 * frame would block them). What the frame would add, isolation of script
 * and styles, the sanitiser already gives: no script, no handler, no
 * `<style>`, and nothing loaded from the network.
 */
export function SafeEmailBody({ html, text }: SafeEmailBodyProps) {
  const sanitized = useMemo(
    () => (html === null || html.trim() === "" ? null : sanitizeEmailHtml(html)),
    [html],
  );
  const hasHtml = html !== null && html.trim() !== "";

  if (hasHtml && sanitized !== null) {
    return (
      <div className={styles.wrapper}>
        {sanitized.blockedImages > 0 ? (
          <p className={styles.note}>
            {sanitized.blockedImages === 1
              ? "1 image from elsewhere was not loaded, so the sender cannot tell you opened this."
              : `${sanitized.blockedImages} images from elsewhere were not loaded, so the sender cannot tell you opened this.`}
          </p>
        ) : null}
        <div
          className={styles.html}
          data-testid="email-html"
          // Sanitised just above with an allowlist: no script, handler, form or remote content.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify.
          dangerouslySetInnerHTML={{ __html: sanitized.html }}
        />
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      {hasHtml ? (
        <p className={styles.note}>
          This e-mail's formatting cannot be shown safely here, so this is its plain text.
        </p>
      ) : null}
      <div className={styles.text} data-testid="email-text">
        {text.trim() === "" ? "This e-mail has no text." : text}
      </div>
    </div>
  );
}
