/**
 * A friend's referral code from `/signup?ref=CODE`, kept in local storage
 * until the new user subscribes: Subscribe passes it on as the payment
 * link's `promo`. Plain storage, no Effect: the sign-up and pricing pages
 * read it too.
 */

export const REFERRAL_STORAGE_KEY = "corkboard.referralCode";

/** Codes look like "EMMA-7KQ2"; anything else in `ref` is ignored. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The code in a search string (`?ref=CODE`), if it looks like one. */
export function referralCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get("ref")?.trim() ?? "";
  return CODE.test(code) ? code.toUpperCase() : null;
}

export function rememberReferralCode(code: string): void {
  try {
    storage()?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the friend's discount is only lost, nothing breaks.
  }
}

export function storedReferralCode(): string | null {
  const code = storage()?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  return code !== null && CODE.test(code) ? code : null;
}

export function forgetReferralCode(): void {
  try {
    storage()?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
