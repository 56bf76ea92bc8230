import type { Card } from "../../../api/Billing";

/**
 * The Local checkout's card rules, Stripe's test cards: 4242… succeeds,
 * 4000…0002 is declined, 4000…9995 has insufficient funds; any other number
 * that passes the Luhn check is declined, and one that fails it is invalid.
 */

export interface CardForm {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = "card_number" | "expiry" | "cvc";

export type CardCheck =
  | { readonly ok: true; readonly card: Card }
  | { readonly ok: false; readonly field: CardField; readonly message: string };

export const cardMessages = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "Your card number is invalid.",
  missingNumber: "Enter your card number.",
  expiryFormat: "Enter the expiry date as MM / YY.",
  expired: "Your card's expiry date is in the past.",
  cvc: "Enter the 3 or 4 digit security code (CVC).",
} as const;

export const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const brandOf = (digits: string) =>
  digits.startsWith("4")
    ? "visa"
    : /^5[1-5]/.test(digits)
      ? "mastercard"
      : /^3[47]/.test(digits)
        ? "amex"
        : "unknown";

/** Checks the form as a card network would; `now` decides whether the card expired. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const digits = form.number.replace(/[\s-]/g, "");
  if (digits === "")
    return { ok: false, field: "card_number", message: cardMessages.missingNumber };
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { ok: false, field: "card_number", message: cardMessages.invalidNumber };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const yearText = expiry?.[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expiry === null || month < 1 || month > 12)
    return { ok: false, field: "expiry", message: cardMessages.expiryFormat };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth)
    return { ok: false, field: "expiry", message: cardMessages.expired };
  if (!/^\d{3,4}$/.test(form.cvc.trim()))
    return { ok: false, field: "cvc", message: cardMessages.cvc };
  if (digits === "4000000000009995")
    return { ok: false, field: "card_number", message: cardMessages.insufficientFunds };
  if (digits !== "4242424242424242")
    return { ok: false, field: "card_number", message: cardMessages.declined };
  return {
    ok: true,
    card: { brand: brandOf(digits), last4: digits.slice(-4), expMonth: month, expYear: year },
  };
}
