import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The drizzle view of the tables the SQL migrations create. The migrations
 * in `migrations/` are the source of truth; this file mirrors them for typed
 * queries on both engines.
 */
export const instanceSetting = pgTable("instance_setting", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { instanceSetting };
