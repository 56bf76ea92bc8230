import { type FormEvent, useState } from "react";
import type { FamilyMemberInput, Relationship } from "../../../../api/FamilyMember";
import type { DataFailure } from "../../../machines/data/dataFailure";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { focusFirstInvalid, SelectField } from "../../../ui/form/FormFields";
import { failureMessage, isFieldFailure, serverFieldError } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { ColorPicker } from "./ColorPicker";
import * as styles from "./family.css";
import { checkMember, type MemberDraft, memberFields, relationshipLabels } from "./memberDraft";

export interface MemberFormProps {
  readonly initial: MemberDraft;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  /** The last save's failure: a 400 shows at its field, anything else above the buttons. */
  readonly failure: DataFailure | null;
  readonly onSubmit: (member: FamilyMemberInput) => void;
  /** Called when the user changes anything, so a stale server message can go. */
  readonly onEdit?: () => void;
  readonly onCancel?: () => void;
  /** The form's accessible name, e.g. "Edit Ada". */
  readonly label?: string;
  /** Focus the name field when the form appears (editing in place). */
  readonly focusName?: boolean;
}

const relationshipOptions = (Object.keys(relationshipLabels) as Relationship[]).map((value) => ({
  value,
  label: relationshipLabels[value],
}));

/** Focuses the name field once, when the form is attached (a stable callback, so only then). */
const focusNameField = (form: HTMLFormElement | null) => {
  const name = form?.elements.namedItem("Name");
  if (name instanceof HTMLElement) name.focus();
};

/**
 * A family member's details. Each field is checked with the contract's
 * `FamilyMemberInput` when the form is sent, and again as the user fixes
 * it; the server's 400 lands on the field it names.
 */
export function MemberForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  failure,
  onSubmit,
  onEdit,
  onCancel,
  label,
  focusName = false,
}: MemberFormProps) {
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);

  const checked = checkMember(draft);
  const clientErrors = attempted && !checked.ok ? checked.errors : {};
  const errors = { ...serverFieldError(failure, memberFields), ...clientErrors };

  const change = <K extends keyof MemberDraft>(field: K, value: MemberDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (failure !== null) onEdit?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!checked.ok) {
      focusFirstInvalid(event.currentTarget, memberFields, checked.errors);
      return;
    }
    onSubmit(checked.value);
  };

  const generalFailure =
    failure !== null && !isFieldFailure(failure, memberFields) ? failureMessage(failure) : null;
  const generalCheck = attempted && !checked.ok ? checked.general : null;

  return (
    <form
      ref={focusName ? focusNameField : undefined}
      className={styles.formGrid}
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      <TextField
        label="Name"
        name="Name"
        autoComplete="off"
        maxLength={80}
        value={draft.Name}
        onChange={(event) => change("Name", event.target.value)}
        error={errors.Name}
      />
      <TextField
        label="Also called (optional)"
        description="Other names e-mails use for them, separated by commas: Em, Emmy. Their first name already counts."
        name="AlsoCalled"
        autoComplete="off"
        value={draft.AlsoCalled}
        onChange={(event) => change("AlsoCalled", event.target.value)}
        error={errors.AlsoCalled}
      />
      <SelectField
        label="Who they are"
        name="Relationship"
        options={relationshipOptions}
        value={draft.Relationship}
        onChange={(event) => change("Relationship", event.target.value as Relationship)}
        error={errors.Relationship}
      />
      <TextField
        label="E-mail (optional)"
        description="For older children and your partner, so they can forward e-mails too."
        name="Email"
        type="email"
        autoComplete="off"
        inputMode="email"
        value={draft.Email}
        onChange={(event) => change("Email", event.target.value)}
        error={errors.Email}
      />
      <ColorPicker
        value={draft.Color}
        onChange={(hex) => change("Color", hex)}
        error={errors.Color}
      />
      <TextField
        label="Birthday (optional)"
        name="BirthDate"
        type="date"
        value={draft.BirthDate}
        onChange={(event) => change("BirthDate", event.target.value)}
        error={errors.BirthDate}
      />
      {generalFailure === null && generalCheck === null ? null : (
        <FormAlert>
          <p>{generalFailure ?? generalCheck}</p>
        </FormAlert>
      )}
      <div className={formStyles.inlineActions}>
        <SubmitButton busy={busy} busyLabel={busyLabel} wide={false}>
          {submitLabel}
        </SubmitButton>
        {onCancel === undefined ? null : (
          <button type="button" className={button.quiet} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
