import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import type { CalendarEvent, EventUpdate } from "../../../../api/CalendarEvent";
import type { FamilyMember } from "../../../../api/FamilyMember";
import type { MutationView } from "../../../data/hooks.types";
import type { DataFailure } from "../../../machines/data/dataFailure";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import * as formStyles from "../../../ui/form/form.css";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import * as styles from "./eventDetail.css";
import {
  changesFromDraft,
  type DraftErrors,
  type DraftField,
  draftFromEvent,
  type EventDraft,
  failureText,
  isDraftFieldFailure,
  serverDraftErrors,
  toggleAllDay,
  validateDraft,
} from "./eventDraft";

export interface EventEditFormProps {
  readonly event: CalendarEvent;
  /** The family, for the "who is it for" checkboxes; undefined while they load. */
  readonly members: ReadonlyArray<FamilyMember> | undefined;
  readonly mutation: MutationView<"event.update">;
  readonly onCancel: () => void;
}

/**
 * Edits an event: title, times (dates when all-day, else date and time in
 * the event's zone), place, description and family members. Mistakes show
 * at their field once the user tries to save; the server's 400 shows at
 * the field it names.
 */
export function EventEditForm({ event, members, mutation, onCancel }: EventEditFormProps) {
  return (
    <EventForm
      initial={draftFromEvent(
        event,
        members === undefined ? null : new Set(members.map((m) => m.Id)),
      )}
      timeZone={event.timezone}
      members={members}
      label="Edit event"
      submitLabel="Save changes"
      busy={mutation.busy}
      failure={mutation.error}
      onSave={(changes) => mutation.submit({ id: event.id, changes })}
      onCancel={onCancel}
    />
  );
}

export interface EventFormProps {
  /** The form's first values (read once). */
  readonly initial: EventDraft;
  /** The zone its date and time inputs are read in. */
  readonly timeZone: string;
  readonly members: ReadonlyArray<FamilyMember> | undefined;
  /** The form's accessible name: "Edit event", "Add event". */
  readonly label: string;
  readonly submitLabel: string;
  readonly busy: boolean;
  /** The last save's failure: a 400 at the field it names, anything else above the buttons. */
  readonly failure: DataFailure | null;
  readonly onSave: (changes: EventUpdate) => void;
  readonly onCancel: () => void;
}

/** An event's fields, as the edit form and Add event share them. */
export function EventForm({
  initial,
  timeZone,
  members,
  label,
  submitLabel,
  busy,
  failure,
  onSave,
  onCancel,
}: EventFormProps) {
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [triedToSave, setTriedToSave] = useState(false);
  const id = useId();
  const errorId = (field: DraftField) => `${id}-${field}-error`;

  const clientErrors: DraftErrors = triedToSave ? validateDraft(draft) : {};
  const serverErrors = serverDraftErrors(failure);
  const errors: DraftErrors = { ...serverErrors, ...clientErrors };

  const update = (changes: Partial<EventDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (busy) return;
    setTriedToSave(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    onSave(changesFromDraft(draft, timeZone));
  };

  const fieldError = (field: DraftField) =>
    errors[field] === undefined ? null : (
      <p id={errorId(field)} className={styles.fieldError}>
        {errors[field]}
      </p>
    );
  const describedBy = (field: DraftField) =>
    errors[field] === undefined ? undefined : errorId(field);

  const timeType = draft.allDay ? "date" : "datetime-local";
  const zoneNote = draft.allDay ? undefined : `In ${timeZone} time`;

  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate aria-label={label}>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(input) => update({ title: input.target.value })}
        invalid={errors.title !== undefined}
        describedBy={describedBy("title")}
        autoComplete="off"
      >
        {fieldError("title")}
      </TextField>

      <label className={styles.checkRow}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={draft.allDay}
          onChange={() => setDraft(toggleAllDay)}
        />
        All day
      </label>

      <div className={styles.times}>
        <TextField
          // A new input when the type changes, so the browser does not reinterpret the old value.
          key={`start-${timeType}`}
          label={draft.allDay ? "First day" : "Starts"}
          type={timeType}
          value={draft.start}
          onChange={(input) => update({ start: input.target.value })}
          description={zoneNote}
          invalid={errors.start !== undefined}
          describedBy={describedBy("start")}
        >
          {fieldError("start")}
        </TextField>
        <TextField
          key={`end-${timeType}`}
          label={draft.allDay ? "Last day" : "Ends"}
          type={timeType}
          value={draft.end}
          min={draft.allDay ? draft.start : undefined}
          onChange={(input) => update({ end: input.target.value })}
          description={zoneNote}
          invalid={errors.end !== undefined}
          describedBy={describedBy("end")}
        >
          {fieldError("end")}
        </TextField>
      </div>

      <TextField
        label="Location"
        value={draft.location}
        onChange={(input) => update({ location: input.target.value })}
        invalid={errors.location !== undefined}
        describedBy={describedBy("location")}
      >
        {fieldError("location")}
      </TextField>

      <div className={formStyles.field}>
        <label htmlFor={`${id}-description`} className={formStyles.label}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className={styles.textarea}
          value={draft.description}
          onChange={(input) => update({ description: input.target.value })}
          aria-invalid={errors.description === undefined ? undefined : true}
          aria-describedby={describedBy("description")}
        />
        {fieldError("description")}
      </div>

      <MemberChoices
        members={members}
        chosen={draft.familyMemberIds}
        onChange={(familyMemberIds) => update({ familyMemberIds })}
        error={fieldError("familyMemberIds")}
        invalid={errors.familyMemberIds !== undefined}
        describedBy={describedBy("familyMemberIds")}
      />

      {failure !== null && !isDraftFieldFailure(failure) ? (
        <FormAlert>
          <p>{failureText(failure)}</p>
        </FormAlert>
      ) : null}
      {failure !== null && isDraftFieldFailure(failure) ? (
        <FormAlert>
          <p>The event was not saved. Check the field marked above.</p>
        </FormAlert>
      ) : null}

      <div className={formStyles.inlineActions}>
        <SubmitButton busy={busy} busyLabel="Saving…" wide={false}>
          {submitLabel}
        </SubmitButton>
        <button type="button" className={button.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function MemberChoices({
  members,
  chosen,
  onChange,
  error,
  invalid,
  describedBy,
}: {
  readonly members: ReadonlyArray<FamilyMember> | undefined;
  readonly chosen: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error: ReactNode;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}) {
  const toggle = (memberId: string) => {
    const next = chosen.includes(memberId)
      ? chosen.filter((value) => value !== memberId)
      : [...chosen, memberId];
    // Keep the family's order, whatever order they were ticked in.
    const order = (members ?? []).map((member) => member.Id);
    onChange([...next].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className={styles.legend}>Who is it for?</legend>
      {members === undefined ? (
        <p className={styles.muted}>Loading your family…</p>
      ) : members.length === 0 ? (
        <p className={styles.muted}>
          Nobody to choose yet. <Link href="~/dashboard/family">Add your family</Link> to tag events
          with who they are for.
        </p>
      ) : (
        <div className={styles.memberOptions}>
          {members.map((member) => (
            <label key={member.Id} className={styles.checkRow}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(member.Id)}
                onChange={() => toggle(member.Id)}
              />
              <span
                className={styles.swatch}
                style={{ background: member.Color }}
                aria-hidden="true"
              />
              {member.Name}
            </label>
          ))}
        </div>
      )}
      {error}
    </fieldset>
  );
}
