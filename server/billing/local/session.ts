import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The Local portal's session: a signed, short-lived token naming the
 * customer and its user, like the one-time URL Stripe's portal hands out.
 */

/** How long a portal link works after it was made. */
export const portalSessionSeconds = 30 * 60;

export interface PortalClaims {
  readonly customerId: string;
  readonly userId: string;
  readonly expiresAt: number;
}

const mac = (secret: string, body: string) =>
  createHmac("sha256", `portal:${secret}`).update(body).digest("base64url");

export function signPortalSession(secret: string, claims: PortalClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a genuine token that has not expired, else null. */
export function verifyPortalSession(
  secret: string,
  token: string,
  nowSeconds: number,
): PortalClaims | null {
  const [body, signature, ...rest] = token.split(".");
  if (body === undefined || signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (
      typeof claims !== "object" ||
      claims === null ||
      !("customerId" in claims) ||
      !("userId" in claims) ||
      !("expiresAt" in claims)
    )
      return null;
    const { customerId, userId, expiresAt } = claims;
    if (
      typeof customerId !== "string" ||
      typeof userId !== "string" ||
      typeof expiresAt !== "number"
    )
      return null;
    return expiresAt > nowSeconds ? { customerId, userId, expiresAt } : null;
  } catch {
    return null;
  }
}

/*
 * The Local checkout link's `sig`: Stripe's payment links take any
 * client_reference_id, but the Local checkout also creates the customer
 * and subscription of the user it names, so only a link the server made
 * for that user (it signs the link and the user) may pay for them.
 *
 * Each link the server makes is one checkout attempt, as a Stripe Checkout
 * Session is: the `sig` carries a fresh attempt id, signed with the link and
 * user, and the attempt makes at most one subscription. Posting its form
 * again (twice, or in parallel) answers that subscription's success.
 */
const checkoutMac = (secret: string, linkId: string, userId: string, attemptId: string) =>
  createHmac("sha256", `checkout:${secret}`)
    .update(`${linkId}\n${userId}\n${attemptId}`)
    .digest("base64url");

const attemptIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** A new checkout attempt's `sig`: `<attempt id>.<signature of link, user and attempt>`. */
export function signCheckoutReference(
  secret: string,
  linkId: string,
  userId: string,
  attemptId: string = randomBytes(16).toString("base64url"),
): string {
  return `${attemptId}.${checkoutMac(secret, linkId, userId, attemptId)}`;
}

/**
 * The attempt id when `signature` is the server's for this link and user
 * (compared in constant time), else null.
 */
export function verifyCheckoutReference(
  secret: string,
  linkId: string,
  userId: string,
  signature: string,
): string | null {
  const [attemptId, mac, ...rest] = signature.split(".");
  if (attemptId === undefined || mac === undefined || rest.length > 0) return null;
  if (!attemptIdPattern.test(attemptId)) return null;
  const expected = Buffer.from(checkoutMac(secret, linkId, userId, attemptId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? attemptId : null;
}
