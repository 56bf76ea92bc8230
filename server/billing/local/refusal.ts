import type { CardField } from "./cards";

/**
 * How the local checkout and portal pages refuse a form: the HTTP status,
 * a summary for the top of the page, and a message beside each field at
 * fault. Nothing has changed when a refusal is returned.
 */
export interface Refusal<Field extends string> {
  readonly ok: false;
  readonly status: number;
  readonly summary: string;
  readonly fields: Partial<Record<Field, string>>;
}

export const refusal = <Field extends string>(
  status: number,
  summary: string,
  fields: Partial<Record<Field, string>> = {},
): Refusal<Field> => ({ ok: false, status, summary, fields });

/**
 * A card `checkCard` refused, against its field: 402 for the number (as
 * Stripe answers a declined card), 400 for a malformed expiry or CVC.
 */
export const cardRefusal = (field: CardField, message: string): Refusal<CardField> =>
  refusal(field === "card_number" ? 402 : 400, message, { [field]: message });
