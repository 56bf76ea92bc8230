import {
  HttpLayerRouter,
  HttpServerRequest,
  HttpServerResponse,
  UrlParams,
} from "@effect/platform";
import { Context, Effect, Option } from "effect";
import type { ServerConfig } from "../config";
import { Database } from "../db/Database";
import { inTransaction, run } from "../product/shared";
import { BillingProvider } from "./BillingProvider";
import {
  type CheckoutFieldName,
  type CheckoutForm,
  checkoutMessages,
  completeCheckout,
} from "./local/checkout";
import { pageResponse, stylesheet, stylesheetPath } from "./local/html";
import { nowSeconds } from "./local/objects";
import {
  applyPortalAction,
  type PortalAction,
  portalNotices,
  portalSubscriptions,
} from "./local/portal";
import { refusal } from "./local/refusal";
import { cardOf, paymentLinkById } from "./local/repo";
import { verifyCheckoutReference, verifyPortalSession } from "./local/session";
import { checkoutBody, messageBody, portalBody } from "./local/views";
import { webhookHandler } from "./webhook";

const checkoutTitle = "Checkout – Corkboard";
const portalTitle = "Manage subscription – Corkboard";

const requestUrl = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => new URL(request.url, "http://localhost"),
);

const formBody = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  Effect.orElseSucceed(request.urlParamsBody, () => UrlParams.empty),
);

const text = (params: UrlParams.UrlParams, name: string) =>
  Option.getOrElse(UrlParams.getFirst(params, name), () => "").slice(0, 200);

const portalNoticeKeys = ["card", "switch", "cancel", "resume"] as const;

/**
 * The Local provider's pages under `/billing` (they answer 404 in Stripe
 * mode, where Stripe hosts them) and the webhook route both providers'
 * events reach.
 */
export const billingRoutes = (config: Pick<ServerConfig, "publicUrl">) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const services = Context.empty().pipe(
        Context.add(Database, yield* Database),
        Context.add(BillingProvider, yield* BillingProvider),
      );
      const provider = Context.get(services, BillingProvider);
      const dashboard = `${config.publicUrl}/dashboard/subscription`;
      const notFound = pageResponse(
        "Not found – Corkboard",
        messageBody("Page not found", "There is no such billing page.", `${config.publicUrl}/`),
        404,
      );

      const add = <E>(
        method: "GET" | "POST",
        path: `/billing/${string}`,
        handler: Effect.Effect<
          HttpServerResponse.HttpServerResponse,
          E,
          | Database
          | BillingProvider
          | HttpServerRequest.HttpServerRequest
          | HttpLayerRouter.RouteContext
        >,
      ) =>
        router.add(
          method,
          path,
          (provider.kind === "local" ? handler : Effect.succeed(notFound)).pipe(
            Effect.catchAllCause((cause) =>
              Effect.logError(cause).pipe(
                Effect.as(
                  pageResponse(
                    "Something went wrong – Corkboard",
                    messageBody(
                      "Something went wrong",
                      "Nothing was changed. Please try again.",
                      dashboard,
                    ),
                    500,
                  ),
                ),
              ),
            ),
            Effect.provide(services),
          ),
        );

      // Both providers' events arrive here, outside the HttpApi: the signature covers the raw body.
      yield* router.add(
        "POST",
        "/api/stripe/webhook",
        webhookHandler.pipe(Effect.provide(services)),
      );

      yield* router.add(
        "GET",
        stylesheetPath,
        Effect.succeed(
          HttpServerResponse.text(stylesheet, {
            contentType: "text/css; charset=utf-8",
            headers: { "cache-control": "public, max-age=3600" },
          }),
        ),
      );

      const linkOfPath = Effect.gen(function* () {
        // The Local catalogue (and so its payment links) exists from the first read on.
        yield* Effect.orDie(provider.products);
        const params = yield* HttpLayerRouter.params;
        const id = params.id ?? "";
        return yield* inTransaction((sql) => run(() => paymentLinkById(sql, id)));
      });

      yield* add(
        "GET",
        "/billing/checkout/:id",
        Effect.gen(function* () {
          const link = yield* linkOfPath;
          if (link === undefined) return notFound;
          const url = yield* requestUrl;
          const form: CheckoutForm = {
            clientReferenceId: url.searchParams.get("client_reference_id") ?? "",
            signature: url.searchParams.get("sig") ?? "",
            email: url.searchParams.get("prefilled_email") ?? "",
            promo: url.searchParams.get("prefilled_promo_code") ?? "",
            cardNumber: "",
            expiry: "",
            cvc: "",
          };
          return pageResponse(
            checkoutTitle,
            checkoutBody({
              action: `/billing/checkout/${link.id}`,
              price: link.price,
              form,
              summary:
                form.clientReferenceId === ""
                  ? "This checkout link is incomplete. Start again from Corkboard's pricing page."
                  : null,
              fields: {},
              cancelUrl: `${config.publicUrl}/pricing`,
            }),
          );
        }),
      );

      yield* add(
        "POST",
        "/billing/checkout/:id",
        Effect.gen(function* () {
          const link = yield* linkOfPath;
          if (link === undefined) return notFound;
          const body = yield* formBody;
          const form: CheckoutForm = {
            clientReferenceId: text(body, "client_reference_id"),
            signature: text(body, "sig"),
            email: text(body, "prefilled_email"),
            promo: text(body, "promo"),
            cardNumber: text(body, "card_number"),
            expiry: text(body, "expiry"),
            cvc: text(body, "cvc"),
          };
          // Only a link made for this user pays for them (Local makes their subscription here).
          const attemptId = verifyCheckoutReference(
            yield* provider.webhookSecret,
            link.id,
            form.clientReferenceId.trim().toLowerCase(),
            form.signature,
          );
          const outcome =
            attemptId !== null
              ? yield* completeCheckout(link.id, link.price, form, attemptId)
              : refusal<CheckoutFieldName>(400, checkoutMessages.incompleteLink);
          if (outcome.ok)
            return HttpServerResponse.redirect(`${dashboard}?checkout=success`, { status: 303 });
          return pageResponse(
            checkoutTitle,
            checkoutBody({
              action: `/billing/checkout/${link.id}`,
              price: link.price,
              // The card number and code are not shown again once refused; the rest is kept.
              form: { ...form, cvc: "" },
              summary: outcome.summary,
              fields: outcome.fields,
              cancelUrl: `${config.publicUrl}/pricing`,
            }),
            outcome.status,
          );
        }),
      );

      const expired = pageResponse(
        portalTitle,
        messageBody(
          "This link has expired",
          "Open Manage Subscription from your dashboard again to get a new one.",
          dashboard,
        ),
        403,
      );

      const portalPage = (
        session: string,
        extra: {
          readonly notice: string | null;
          readonly summary: string | null;
          readonly fields: Partial<Record<"card_number" | "expiry" | "cvc", string>>;
          readonly values: {
            readonly cardNumber: string;
            readonly expiry: string;
            readonly cvc: string;
          };
          readonly status: number;
          readonly target: string | null;
        },
      ) =>
        Effect.gen(function* () {
          const claims = verifyPortalSession(yield* provider.webhookSecret, session, nowSeconds());
          if (claims === null) return expired;
          const found = yield* portalSubscriptions(claims);
          if (found === null) return expired;
          const subscriptions = yield* inTransaction((sql) =>
            run(() =>
              Promise.all(
                found.subscriptions.map(async (row) => ({
                  row,
                  card:
                    row.default_payment_method_id === null
                      ? null
                      : await cardOf(sql, row.default_payment_method_id),
                })),
              ),
            ),
          );
          return pageResponse(
            portalTitle,
            portalBody({ session, subscriptions, backUrl: dashboard, ...extra }),
            extra.status,
          );
        });

      yield* add(
        "GET",
        "/billing/portal",
        Effect.gen(function* () {
          const url = yield* requestUrl;
          const notice = portalNoticeKeys.find((key) => key === url.searchParams.get("done"));
          return yield* portalPage(url.searchParams.get("session") ?? "", {
            notice: notice === undefined ? null : portalNotices[notice],
            summary: null,
            fields: {},
            values: { cardNumber: "", expiry: "", cvc: "" },
            status: 200,
            target: null,
          });
        }),
      );

      yield* add(
        "POST",
        "/billing/portal/:action",
        Effect.gen(function* () {
          const params = yield* HttpLayerRouter.params;
          const body = yield* formBody;
          const session = Option.getOrElse(UrlParams.getFirst(body, "session"), () => "").slice(
            0,
            2000,
          );
          const claims = verifyPortalSession(yield* provider.webhookSecret, session, nowSeconds());
          if (claims === null) return expired;
          const values = {
            cardNumber: text(body, "card_number"),
            expiry: text(body, "expiry"),
            cvc: text(body, "cvc"),
          };
          const kind = params.action;
          const action: PortalAction | null =
            kind === "card"
              ? { kind: "card", ...values }
              : kind === "switch"
                ? { kind: "switch", interval: text(body, "interval") }
                : kind === "cancel" || kind === "resume"
                  ? { kind }
                  : null;
          if (action === null) return notFound;
          const outcome = yield* applyPortalAction(claims, text(body, "subscription"), action);
          if (outcome.ok)
            return HttpServerResponse.redirect(
              `/billing/portal?session=${encodeURIComponent(session)}&done=${action.kind}`,
              { status: 303 },
            );
          return yield* portalPage(session, {
            notice: null,
            summary: outcome.summary,
            fields: outcome.fields,
            values: { ...values, cvc: "" },
            status: outcome.status,
            target: text(body, "subscription"),
          });
        }),
      );
    }),
  );
