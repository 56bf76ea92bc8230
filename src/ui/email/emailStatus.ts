import type { EmailStatus, EmailSummary } from "../../../api/Email";

/** What a status says, in words: colour is never the only signal. */
export const emailStatusLabel: Record<EmailStatus, string> = {
  received: "Received",
  review: "Waiting for approval",
  limited: "Over this month's limit",
  processed: "Processed",
  ignored: "Ignored",
  failed: "Failed",
};

const defaultReason: Record<EmailStatus, string> = {
  received: "Waiting to be read",
  review: "From a new sender: approve or block them at the top of Emails",
  limited: "Kept, not read yet: upgrade to Family to read it",
  processed: "Read",
  ignored: "Not read",
  failed: "Could not be read",
};

/** The status's reason, or what the status means when the server gave none. */
export function emailStatusReason(email: Pick<EmailSummary, "status" | "statusReason">): string {
  const reason = email.statusReason?.trim();
  return reason === undefined || reason === "" ? defaultReason[email.status] : reason;
}

/** `1.2 MB`, `340 KB`, `12 bytes`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "Unknown size";
  if (bytes < 1000) return bytes === 1 ? "1 byte" : `${Math.round(bytes)} bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${units[unit]}`;
}

/** `No attachments`, `1 attachment`, `3 attachments`. */
export function attachmentCount(count: number): string {
  if (count === 0) return "No attachments";
  return count === 1 ? "1 attachment" : `${count} attachments`;
}
