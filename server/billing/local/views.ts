import type { Card, Price } from "../../../api/Billing";
import { familyPlan } from "../catalogue";
import type { CheckoutFieldName, CheckoutForm } from "./checkout";
import { dateText, field, type Html, html, money } from "./html";
import type { LocalSubscriptionRow } from "./subscriptionRepo";

const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
};

const brandName = (brand: string) => brandNames[brand] ?? brand;

const intervalWord = (interval: string) => (interval === "year" ? "year" : "month");

/** "14 days free, then $6 a month". */
export const priceSummary = (price: Price) =>
  price.trialDays > 0
    ? `${price.trialDays} days free, then ${money(price.unitAmount, price.currency)} a ${intervalWord(price.interval)}`
    : `${money(price.unitAmount, price.currency)} a ${intervalWord(price.interval)}`;

export function checkoutBody(options: {
  readonly action: string;
  readonly price: Price;
  readonly form: CheckoutForm;
  readonly summary: string | null;
  readonly fields: Partial<Record<CheckoutFieldName, string>>;
  readonly cancelUrl: string;
}): Html {
  const { form, fields } = options;
  return html`<h1>Subscribe to Corkboard ${familyPlan.name}</h1>
<p class="price">${money(options.price.unitAmount, options.price.currency)} a ${intervalWord(options.price.interval)}</p>
<p class="muted">${priceSummary(options.price)}. Cancel any time.</p>
${options.summary === null ? "" : html`<div class="alert" role="alert">${options.summary}</div>`}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="client_reference_id" value="${form.clientReferenceId}">
<input type="hidden" name="sig" value="${form.signature}">
<input type="hidden" name="prefilled_email" value="${form.email}">
${form.email === "" ? "" : html`<p class="muted">Paying as ${form.email}</p>`}
${field({ name: "promo", label: "Promotion code (optional)", value: form.promo, error: fields.promo ?? null, autocomplete: "off" })}
${field({
  name: "card_number",
  label: "Card number",
  value: form.cardNumber,
  error: fields.card_number ?? null,
  autocomplete: "cc-number",
  inputmode: "numeric",
  placeholder: "1234 1234 1234 1234",
})}
<div class="row">
${field({
  name: "expiry",
  label: "Expiry (MM / YY)",
  value: form.expiry,
  error: fields.expiry ?? null,
  autocomplete: "cc-exp",
  inputmode: "numeric",
  placeholder: "MM / YY",
})}
${field({ name: "cvc", label: "Security code (CVC)", value: form.cvc, error: fields.cvc ?? null, autocomplete: "cc-csc", inputmode: "numeric", placeholder: "CVC" })}
</div>
<button type="submit">${options.price.trialDays > 0 ? "Start free trial" : "Subscribe"}</button>
</form>
<p class="muted">This is Corkboard's built-in test checkout: use the card 4242 4242 4242 4242.</p>
<p><a href="${options.cancelUrl}">Back to Corkboard</a></p>`;
}

export function messageBody(title: string, message: string, backUrl: string): Html {
  return html`<h1>${title}</h1>
<p>${message}</p>
<p><a href="${backUrl}">Back to Corkboard</a></p>`;
}

const statusText: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
  canceled: "Cancelled",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  unpaid: "Unpaid",
  paused: "Paused",
};

export interface PortalView {
  readonly row: LocalSubscriptionRow;
  readonly card: Card | null;
}

const hidden = (session: string, subscriptionId: string) =>
  html`<input type="hidden" name="session" value="${session}"><input type="hidden" name="subscription" value="${subscriptionId}">`;

export function portalBody(options: {
  readonly session: string;
  readonly subscriptions: ReadonlyArray<PortalView>;
  readonly notice: string | null;
  readonly summary: string | null;
  readonly fields: Partial<Record<"card_number" | "expiry" | "cvc", string>>;
  readonly values: { readonly cardNumber: string; readonly expiry: string; readonly cvc: string };
  /** The subscription whose card form the errors and values belong to. */
  readonly target: string | null;
  readonly backUrl: string;
}): Html {
  const blank = { cardNumber: "", expiry: "", cvc: "" };
  const sections = options.subscriptions
    .filter((view) => view.row.status !== "canceled")
    .map(({ row, card }) => {
      const mine = row.id === options.target;
      const fields = mine ? options.fields : {};
      const values = mine ? options.values : blank;
      const other = row.billing_interval === "month" ? "year" : "month";
      const ends = Number(row.current_period_end);
      return html`<section aria-labelledby="sub-${row.id}">
<h2 id="sub-${row.id}">Corkboard ${familyPlan.name}, ${money(row.unit_amount, row.currency)} a ${intervalWord(row.billing_interval)}</h2>
<dl>
<dt>Status</dt><dd>${statusText[row.status] ?? row.status}</dd>
${row.trial_end === null ? "" : html`<dt>Trial ends</dt><dd>${dateText(Number(row.trial_end))}</dd>`}
<dt>${row.cancel_at_period_end ? "Ends on" : "Renews on"}</dt><dd>${dateText(ends)}</dd>
<dt>Card</dt><dd>${card === null ? "None on file" : `${brandName(card.brand)} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`}</dd>
</dl>
<form class="inline" method="post" action="/billing/portal/switch">${hidden(options.session, row.id)}
<input type="hidden" name="interval" value="${other}">
<button type="submit" class="secondary">Switch to ${other === "year" ? "yearly" : "monthly"} billing</button>
</form>
${
  row.cancel_at_period_end
    ? html`<form class="inline" method="post" action="/billing/portal/resume">${hidden(options.session, row.id)}<button type="submit">Resume subscription</button></form>`
    : html`<form class="inline" method="post" action="/billing/portal/cancel">${hidden(options.session, row.id)}<button type="submit" class="secondary">Cancel at the end of the period</button></form>`
}
<h2>Change card</h2>
<form method="post" action="/billing/portal/card" novalidate>${hidden(options.session, row.id)}
${field({
  name: "card_number",
  label: "Card number",
  value: values.cardNumber,
  idPrefix: row.id,
  error: fields.card_number ?? null,
  autocomplete: "cc-number",
  inputmode: "numeric",
})}
<div class="row">
${field({
  name: "expiry",
  label: "Expiry (MM / YY)",
  value: values.expiry,
  idPrefix: row.id,
  error: fields.expiry ?? null,
  autocomplete: "cc-exp",
  inputmode: "numeric",
  placeholder: "MM / YY",
})}
${field({
  name: "cvc",
  label: "Security code (CVC)",
  value: values.cvc,
  idPrefix: row.id,
  error: fields.cvc ?? null,
  autocomplete: "cc-csc",
  inputmode: "numeric",
})}
</div>
<button type="submit">Save card</button>
</form>
</section>`;
    });
  return html`<h1>Manage your subscription</h1>
${options.notice === null ? "" : html`<div class="notice" role="status">${options.notice}</div>`}
${options.summary === null ? "" : html`<div class="alert" role="alert">${options.summary}</div>`}
${sections.length === 0 ? html`<p>You have no subscription at the moment.</p>` : sections}
<p><a href="${options.backUrl}">Back to your dashboard</a></p>`;
}
