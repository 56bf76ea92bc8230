import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { PaymentLink, PortalSession, Price, Product, PromoCode, Subscription } from "./Billing";
import { DataEnvelope, ErrorDetail } from "./Envelope";
import { BadRequest, NotFound } from "./errors";
import { Authentication, FunctionsKey } from "./security";

/** 409: the call needs billing state the user does not have yet (no customer). */
export class BillingConflict extends Schema.TaggedError<BillingConflict>()(
  "BillingConflict",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 409 }),
) {
  static because(code: string, message: string) {
    return new BillingConflict({ error: { code, message } });
  }
}

/** A provider id (`price_…`, `prod_…`) or a lookup key (`family`, `family_monthly`). */
const IdPath = Schema.Struct({ id: Schema.String });

/**
 * The public catalogue reads: the pricing page shows live prices before
 * anyone signs in, so these need the function key but no bearer.
 */
export class BillingCatalogueApi extends HttpApiGroup.make("billingCatalogue")
  .add(
    HttpApiEndpoint.get("price", "/stripe/price/:id")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(Price))
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.get("product", "/stripe/product/:id")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(Product))
      .addError(NotFound),
  )
  .middleware(FunctionsKey) {}

/**
 * The signed-in billing calls of SPEC §7. `POST /stripe/promo-code` is
 * idempotent and answers 200 both times: the first call creates the user's
 * referral code, later calls return the same one. `POST /api/stripe/webhook`
 * is not here: it needs the raw body to verify the signature.
 */
export class BillingApi extends HttpApiGroup.make("billing")
  .add(
    HttpApiEndpoint.get("promoCodes", "/stripe/promo-code").addSuccess(
      DataEnvelope(Schema.Array(PromoCode)),
    ),
  )
  .add(
    HttpApiEndpoint.post("createPromoCode", "/stripe/promo-code").addSuccess(
      DataEnvelope(PromoCode),
    ),
  )
  .add(
    HttpApiEndpoint.get("paymentLink", "/stripe/payment-link/:id")
      .setPath(IdPath)
      .setUrlParams(Schema.Struct({ promo: Schema.optional(Schema.String) }))
      .addSuccess(DataEnvelope(PaymentLink))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.get("subscriptions", "/stripe/subscriptions").addSuccess(
      DataEnvelope(Schema.Array(Subscription)),
    ),
  )
  .add(
    HttpApiEndpoint.post("portalSession", "/stripe/portal-session")
      .addSuccess(DataEnvelope(PortalSession))
      .addError(BillingConflict),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
