import { useEffect } from "react";

/**
 * The payment link and the customer portal are the provider's own pages: the
 * browser leaves the app for them (a full page load, so Stripe's pages get a
 * clean document). Tests swap the navigation for a recorder.
 */

export type LeavePage = (url: string) => void;

const assign: LeavePage = (url) => window.location.assign(url);
let leave: LeavePage = assign;

export function setLeavePage(next: LeavePage | null): void {
  leave = next ?? assign;
}

/** Leaves for `url` once it is known (a mutation's answer). */
export function useLeaveFor(url: string | null | undefined): void {
  useEffect(() => {
    if (url !== null && url !== undefined) leave(url);
  }, [url]);
}
