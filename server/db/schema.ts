import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

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

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// 0004_product.sql

export const familyMember = pgTable("family_member", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  name: text("name").notNull(),
  relationship: text("relationship", { enum: ["self", "partner", "child", "other"] }).notNull(),
  email: text("email"),
  color: text("color").notNull(),
  birthDate: date("birth_date", { mode: "string" }),
  ...timestamps,
});

export const preferences = pgTable("preferences", {
  userId: uuid("user_id").primaryKey(),
  timezone: text("timezone").notNull(),
  weekStartsOn: text("week_starts_on").notNull(),
  trustedSenders: jsonb("trusted_senders").$type<ReadonlyArray<string>>().notNull().default([]),
  autoConfirmEvents: boolean("auto_confirm_events").notNull().default(false),
  digest: text("digest").notNull().default("off"),
  reminderMinutes: integer("reminder_minutes"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const email = pgTable("email", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  fromAddress: text("from_address").notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull().default(""),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  textBody: text("text_body").notNull().default(""),
  htmlBody: text("html_body"),
  attachments: jsonb("attachments")
    .$type<ReadonlyArray<{ name: string; type: string; size: number }>>()
    .notNull()
    .default([]),
  status: text("status", { enum: ["received", "processed", "ignored", "failed"] })
    .notNull()
    .default("received"),
  statusReason: text("status_reason"),
  ...timestamps,
});

export const calendarEvent = pgTable("calendar_event", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  /** All-day events: local midnight of the first day, in `timezone`. */
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  /** All-day events: local midnight of the day after the last day. */
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  allDay: boolean("all_day").notNull().default(false),
  timezone: text("timezone").notNull(),
  location: text("location").notNull().default(""),
  status: text("status", { enum: ["suggested", "confirmed", "dismissed"] })
    .notNull()
    .default("suggested"),
  sourceEmailId: uuid("source_email_id").references(() => email.id, { onDelete: "set null" }),
  ...timestamps,
});

export const calendarEventMember = pgTable(
  "calendar_event_member",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => calendarEvent.id, { onDelete: "cascade" }),
    familyMemberId: uuid("family_member_id")
      .notNull()
      .references(() => familyMember.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.familyMemberId] })],
);

export const calendarFeed = pgTable("calendar_feed", {
  userId: uuid("user_id").primaryKey(),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const emailSendLog = pgTable("email_send_log", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid("user_id").notNull(),
  recipient: text("recipient").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  instanceSetting,
  familyMember,
  preferences,
  email,
  calendarEvent,
  calendarEventMember,
  calendarFeed,
  emailSendLog,
};
