import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import {
  CalendarEvent,
  EventInput,
  EventListParams,
  EventRevision,
  EventStatusChange,
  EventUpdate,
} from "./CalendarEvent";
import { EmailSummary } from "./Email";
import { DataEnvelope } from "./Envelope";
import { BadRequest, NotFound, NotModified, revalidatable } from "./errors";
import { PageEnvelope, PageParams } from "./Page";
import { Authentication, FunctionsKey } from "./security";

const IdPath = Schema.Struct({ id: Schema.String });

/**
 * The event calls of SPEC §7; events are listed by start, earliest first.
 * Issue 13 adds events by hand: `POST /event` adds one, `DELETE /event/{id}`
 * deletes one (its history stays; it answers 404 from then on) and
 * `POST /event/{id}/restore` brings a deleted one back (Undo).
 */
export class EventsApi extends HttpApiGroup.make("events")
  .add(
    HttpApiEndpoint.get("list", "/event")
      .setUrlParams(Schema.Struct({ ...PageParams.fields, ...EventListParams.fields }))
      .addSuccess(PageEnvelope(CalendarEvent))
      .addError(BadRequest)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.post("create", "/event")
      .setPayload(EventInput)
      .addSuccess(DataEnvelope(CalendarEvent), { status: 201 })
      .addError(BadRequest),
  )
  .add(
    HttpApiEndpoint.del("remove", "/event/:id")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(CalendarEvent))
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.post("restore", "/event/:id/restore")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(CalendarEvent))
      .addError(NotFound),
  )
  .add(
    // Several events' status at once, answered in the order of `ids`.
    HttpApiEndpoint.post("setStatus", "/event/status")
      .setPayload(EventStatusChange)
      .addSuccess(DataEnvelope(Schema.Array(CalendarEvent)))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.get("byEmail", "/event/email/:email")
      .setPath(Schema.Struct({ email: Schema.String }))
      .addSuccess(DataEnvelope(Schema.Array(CalendarEvent)))
      .addError(NotFound)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.get("get", "/event/:id")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(CalendarEvent))
      .addError(NotFound)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.put("update", "/event/:id")
      .setPath(IdPath)
      .setPayload(EventUpdate)
      .addSuccess(DataEnvelope(CalendarEvent))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.get("history", "/event/:id/history")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(Schema.Array(EventRevision)))
      .addError(NotFound)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.get("emails", "/event/:id/email")
      .setPath(IdPath)
      .addSuccess(DataEnvelope(Schema.Array(EmailSummary)))
      .addError(NotFound)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
