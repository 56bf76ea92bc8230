import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { CalendarEvent, type EventUpdate } from "../../../api/CalendarEvent";
import { BadRequest } from "../../../api/errors";
import { CurrentUser } from "../../../api/security";
import type { SqlSession } from "../../db/Database";
import { recordChange } from "../../mail/inbound/live";
import { revalidated } from "../dataVersion";
import { emailSummariesOf, findEmail } from "../emails/repo";
import { ownedFamilyMemberIds } from "../family/repo";
import { readPreferences } from "../preferences/repo";
import {
  found,
  handlerSpan,
  idOf,
  inTransaction,
  isUuid,
  listPage,
  type PageRequest,
  run,
  singleRead,
} from "../shared";
import {
  eventsFromEmail,
  findEvent,
  insertEvent,
  listEvents,
  replaceEventMembers,
  setEventDeleted,
  toCalendarEvent,
  updateEventFields,
} from "./repo";
import { describeChange, describeWhen, eventHistory, insertRevision } from "./revisions";
import { checkEventFields, mergeEventUpdate } from "./update";

const event = "event";

/** The update's family members, once each, when every one is the user's. */
const checkedMembers = (sql: SqlSession, userId: string, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const malformed = unique.find((id) => !isUuid(id));
    const owned =
      malformed === undefined
        ? yield* run(() => ownedFamilyMemberIds(sql, userId, unique))
        : new Set<string>();
    const unknown = malformed ?? unique.find((id) => !owned.has(id));
    if (unknown !== undefined) {
      return yield* Effect.fail(
        BadRequest.field("familyMemberIds", `No such family member: ${unknown.slice(0, 64)}`),
      );
    }
    return unique;
  });

/**
 * A user's edit of one of their events, inside the caller's transaction:
 * the update checked against the event's current fields, then saved, with
 * an "edited" step in its history when anything changed. A 404 when the
 * event is not the user's, a 400 naming the field when the edit does not fit.
 */
const editEvent = (sql: SqlSession, userId: string, id: string, payload: EventUpdate) =>
  Effect.gen(function* () {
    const current = yield* run(() => findEvent(sql, userId, id, { lock: true })).pipe(
      Effect.flatMap((row) => found(row, event)),
    );
    const fields = yield* mergeEventUpdate(toCalendarEvent(current), payload);
    const members =
      payload.familyMemberIds === undefined
        ? undefined
        : yield* checkedMembers(sql, userId, payload.familyMemberIds);
    yield* run(() => updateEventFields(sql, userId, id, fields));
    if (members !== undefined) yield* run(() => replaceEventMembers(sql, id, members));
    const updated = yield* run(() => findEvent(sql, userId, id)).pipe(
      Effect.flatMap((row) => found(row, event)),
    );
    // The event's history records the user's edits beside the e-mails' changes.
    const before = toCalendarEvent(current);
    const summary = describeChange(before, toCalendarEvent(updated));
    if (summary !== "No change") {
      yield* run(() =>
        insertRevision(sql, userId, {
          eventId: id,
          change: "edited",
          emailId: null,
          summary,
          previous: before,
        }),
      );
    }
    return updated;
  });

export const EventsLive = HttpApiBuilder.group(CorkboardApi, "events", (handlers) =>
  handlers
    .handle("list", ({ urlParams, request }) =>
      listPage(
        request,
        urlParams,
        (sql: SqlSession, userId: string, page: PageRequest) =>
          listEvents(sql, userId, urlParams, page),
        CalendarEvent,
        toCalendarEvent,
      ).pipe(Effect.withSpan("Events.list", handlerSpan)),
    )
    .handle("get", ({ path, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const row = yield* singleRead((sql) => findEvent(sql, user.id, id)).pipe(
          Effect.flatMap((row) => found(row, event)),
        );
        return { data: toCalendarEvent(row) };
      }).pipe(revalidated(request), Effect.withSpan("Events.get", handlerSpan)),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const row = yield* inTransaction((sql) => editEvent(sql, user.id, id, payload));
        return { data: toCalendarEvent(row) };
      }).pipe(Effect.withSpan("Events.update", handlerSpan)),
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const created = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            // Without a zone of its own the event is read in the family's.
            const timezone =
              payload.timezone ??
              (yield* run(() => readPreferences(sql, user.id, user.signUpZone))).timezone;
            const fields = yield* checkEventFields({
              title: payload.title,
              description: payload.description,
              startsAt: payload.startsAt,
              endsAt: payload.endsAt,
              allDay: payload.allDay,
              timezone,
              location: payload.location,
              status: payload.status,
            });
            const members = yield* checkedMembers(sql, user.id, payload.familyMemberIds);
            const created = yield* run(() =>
              insertEvent(sql, user.id, { ...fields, familyMemberIds: members }),
            );
            yield* run(() =>
              insertRevision(sql, user.id, {
                eventId: created.id,
                change: "created",
                emailId: null,
                summary: `Added by hand for ${describeWhen(created)}`,
              }),
            );
            yield* run(() =>
              recordChange(sql, user.id, { kind: "event", id: created.id, action: "created" }),
            );
            return created;
          }),
        );
        return { data: created };
      }).pipe(Effect.withSpan("Events.create", handlerSpan)),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const row = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            const row = yield* run(() => findEvent(sql, user.id, id, { lock: true })).pipe(
              Effect.flatMap((row) => found(row, event)),
            );
            yield* run(() => setEventDeleted(sql, user.id, id, true));
            yield* run(() =>
              insertRevision(sql, user.id, {
                eventId: id,
                change: "deleted",
                emailId: null,
                summary: "Deleted",
                previous: toCalendarEvent(row),
              }),
            );
            yield* run(() => recordChange(sql, user.id, { kind: "event", id, action: "deleted" }));
            return row;
          }),
        );
        return { data: toCalendarEvent(row) };
      }).pipe(Effect.withSpan("Events.remove", handlerSpan)),
    )
    .handle("restore", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const row = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            yield* run(() => findEvent(sql, user.id, id, { lock: true, deleted: true })).pipe(
              Effect.flatMap((row) => found(row, event)),
            );
            yield* run(() => setEventDeleted(sql, user.id, id, false));
            yield* run(() =>
              insertRevision(sql, user.id, {
                eventId: id,
                change: "restored",
                emailId: null,
                summary: "Brought back",
              }),
            );
            yield* run(() => recordChange(sql, user.id, { kind: "event", id, action: "created" }));
            return yield* run(() => findEvent(sql, user.id, id)).pipe(
              Effect.flatMap((row) => found(row, event)),
            );
          }),
        );
        return { data: toCalendarEvent(row) };
      }).pipe(Effect.withSpan("Events.restore", handlerSpan)),
    )
    .handle("setStatus", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const ids = yield* Effect.forEach(payload.ids, (id) => idOf(id, event));
        const unique = [...new Set(ids)];
        const rows = yield* inTransaction((sql) =>
          Effect.forEach(unique, (id) => editEvent(sql, user.id, id, { status: payload.status })),
        );
        const byId = new Map(rows.map((row) => [row.id, toCalendarEvent(row)]));
        return { data: unique.flatMap((id) => byId.get(id) ?? []) };
      }).pipe(Effect.withSpan("Events.setStatus", handlerSpan)),
    )
    .handle("byEmail", ({ path, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const emailId = yield* idOf(path.email, "e-mail");
        const rows = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            yield* run(() => findEmail(sql, user.id, emailId)).pipe(
              Effect.flatMap((row) => found(row, "e-mail")),
            );
            return yield* run(() => eventsFromEmail(sql, user.id, emailId));
          }),
        );
        return { data: rows.map(toCalendarEvent) };
      }).pipe(revalidated(request), Effect.withSpan("Events.byEmail", handlerSpan)),
    )
    .handle("history", ({ path, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const data = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            yield* run(() => findEvent(sql, user.id, id)).pipe(
              Effect.flatMap((row) => found(row, event)),
            );
            return yield* run(() => eventHistory(sql, user.id, id));
          }),
        );
        return { data };
      }).pipe(revalidated(request), Effect.withSpan("Events.history", handlerSpan)),
    )
    .handle("emails", ({ path, request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, event);
        const data = yield* inTransaction((sql) =>
          Effect.gen(function* () {
            const row = yield* run(() => findEvent(sql, user.id, id)).pipe(
              Effect.flatMap((row) => found(row, event)),
            );
            const source = row.source_email_id;
            return source === null
              ? []
              : yield* run(() => emailSummariesOf(sql, user.id, [source]));
          }),
        );
        return { data };
      }).pipe(revalidated(request), Effect.withSpan("Events.emails", handlerSpan)),
    ),
);
