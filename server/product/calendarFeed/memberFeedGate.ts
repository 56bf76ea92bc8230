import type { SqlSession } from "../../db/Database";
import { readEntitlements } from "../../entitlements/Entitlements";

/**
 * Whether the user's plan includes a feed per family member (the Family
 * plan, a trial included). Every member-feed call and every read of a
 * member's .ics goes through this one function, which asks the
 * Entitlements service.
 */
export async function memberFeedsAllowed(sql: SqlSession, userId: string): Promise<boolean> {
  return (await readEntitlements(sql, userId)).memberFeeds;
}

export const memberFeedsRefusal = {
  code: "plan_required",
  message: "A calendar feed for each family member comes with the Family plan",
} as const;
