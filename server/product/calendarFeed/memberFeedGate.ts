import type { SqlSession } from "../../db/Database";

/**
 * Whether the user's plan includes a feed per family member (PRODUCT.md:
 * the Family plan). Every member-feed call and every read of a member's
 * .ics goes through this one function, so the Entitlements service (issue
 * 14) decides it by replacing this body at merge. Until then every account
 * may have them.
 */
export async function memberFeedsAllowed(_sql: SqlSession, _userId: string): Promise<boolean> {
  return true;
}

export const memberFeedsRefusal = {
  code: "plan_required",
  message: "A calendar feed for each family member comes with the Family plan",
} as const;
