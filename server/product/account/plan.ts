import type { PlanAllowance } from "../../../api/Account";
import type { SqlSession } from "../../db/Database";
import { emailsReadInMonth, readEntitlements } from "../../entitlements/Entitlements";
import { readPreferences } from "../preferences/repo";

/** The user's entitlements, with this month's use of the allowance. */
export async function planAllowance(sql: SqlSession, userId: string): Promise<PlanAllowance> {
  const entitlements = await readEntitlements(sql, userId);
  const { timezone } = await readPreferences(sql, userId);
  const emailsReadThisMonth = await emailsReadInMonth(sql, userId, new Date(), timezone);
  const limited = await sql.query<{ count: number }>(
    "select count(*)::int as count from inbound_message where user_id = $1 and state = 'limited'",
    [userId],
  );
  return { ...entitlements, emailsReadThisMonth, emailsOverLimit: limited[0]?.count ?? 0 };
}
