import { type FormEvent, useId, useState } from "react";
import { Preferences } from "../../../../api/Preferences";
import { useMutation } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { focusFirstInvalid, SelectField } from "../../../ui/form/FormFields";
import * as fieldStyles from "../../../ui/form/FormFields.css";
import {
  checkWith,
  failureMessage,
  isFieldFailure,
  serverFieldError,
} from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { browserTimeZone, timeZoneLabel } from "../../../ui/timeZone";
import {
  digestOptions,
  reminderOptions,
  timeZoneOptions,
  weekStartOptions,
} from "./preferenceOptions";
import * as styles from "./preferences.css";

type Field =
  | "timezone"
  | "weekStartsOn"
  | "autoConfirmEvents"
  | "digest"
  | "reminderMinutes"
  | "feedNamesInTitle";
const fields: ReadonlyArray<Field> = [
  "timezone",
  "weekStartsOn",
  "autoConfirmEvents",
  "digest",
  "reminderMinutes",
  "feedNamesInTitle",
];

/**
 * Preferences: time zone (the browser's suggested), the first day of the
 * week, automatic confirmation, the digest and the feed's reminder. Saved
 * as a whole with `PUT /preferences`; the trusted senders go along as they
 * are now (Setup → Contacts edits them).
 */
export function PreferencesForm({ preferences }: { readonly preferences: Preferences }) {
  const save = useMutation("preferences.update");
  const [draft, setDraft] = useState<Preferences>(preferences);
  const [attempted, setAttempted] = useState(false);
  const autoConfirmHint = useId();
  const namesHint = useId();
  const suggested = browserTimeZone();
  const zones = timeZoneOptions(preferences.timezone, suggested);

  // Saving the form chooses the zone shown in it, so the dashboard stops asking for one.
  const payload: Preferences = {
    ...draft,
    trustedSenders: preferences.trustedSenders,
    timezoneConfirmed: true,
  };
  const checked = checkWith(Preferences, payload, fields);
  const errors = {
    ...serverFieldError(save.error, fields),
    ...(attempted && !checked.ok ? checked.errors : {}),
  };

  const change = <K extends Field>(field: K, value: Preferences[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (save.succeeded || save.error !== null) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    setAttempted(true);
    if (!checked.ok) {
      focusFirstInvalid(event.currentTarget, fields, checked.errors);
      return;
    }
    save.submit(checked.value);
  };

  const generalFailure =
    save.error !== null && !isFieldFailure(save.error, fields) ? save.error : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Your preferences">
      <SelectField
        label="Time zone"
        name="timezone"
        description="Times in e-mails that do not name a time zone are read in this one."
        options={zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))}
        value={draft.timezone}
        error={errors.timezone}
        onChange={(event) => change("timezone", event.target.value)}
      >
        {suggested !== null && suggested !== draft.timezone ? (
          <p className={styles.suggestion}>
            <span>This device is set to {timeZoneLabel(suggested)}.</span>
            <button
              type="button"
              className={button.quiet}
              onClick={() => change("timezone", suggested)}
            >
              Use {timeZoneLabel(suggested)}
            </button>
          </p>
        ) : null}
      </SelectField>
      <SelectField
        label="Week starts on"
        name="weekStartsOn"
        options={weekStartOptions}
        value={draft.weekStartsOn}
        error={errors.weekStartsOn}
        onChange={(event) =>
          change("weekStartsOn", event.target.value as Preferences["weekStartsOn"])
        }
      />
      <div className={fieldStyles.checkboxRow}>
        <input
          id={`${autoConfirmHint}-input`}
          className={fieldStyles.checkbox}
          type="checkbox"
          name="autoConfirmEvents"
          checked={draft.autoConfirmEvents}
          aria-describedby={autoConfirmHint}
          onChange={(event) => change("autoConfirmEvents", event.target.checked)}
        />
        <label htmlFor={`${autoConfirmHint}-input`} className={formStyles.label}>
          Confirm events automatically
        </label>
        <p
          id={autoConfirmHint}
          className={`${formStyles.description} ${fieldStyles.checkboxDescription}`}
        >
          Events Corkboard finds go straight onto your calendar. Leave this off to check each one
          first.
        </p>
      </div>
      <SelectField
        label="E-mail summary"
        name="digest"
        description="The events coming up and the senders waiting for you: every morning at 6:00, or on Sundays at 18:00, in your time zone. Each has a link to turn it off."
        options={digestOptions}
        value={draft.digest}
        error={errors.digest}
        onChange={(event) => change("digest", event.target.value as Preferences["digest"])}
      />
      <SelectField
        label="Reminder"
        name="reminderMinutes"
        description="Calendar apps that use your feed remind you this long before each event."
        options={reminderOptions(draft.reminderMinutes)}
        value={draft.reminderMinutes === null ? "" : String(draft.reminderMinutes)}
        error={errors.reminderMinutes}
        onChange={(event) =>
          change("reminderMinutes", event.target.value === "" ? null : Number(event.target.value))
        }
      />
      <div className={fieldStyles.checkboxRow}>
        <input
          id={`${namesHint}-input`}
          className={fieldStyles.checkbox}
          type="checkbox"
          name="feedNamesInTitle"
          checked={draft.feedNamesInTitle}
          aria-describedby={namesHint}
          onChange={(event) => change("feedNamesInTitle", event.target.checked)}
        />
        <label htmlFor={`${namesHint}-input`} className={formStyles.label}>
          Show whose event it is in your calendar app
        </label>
        <p
          id={namesHint}
          className={`${formStyles.description} ${fieldStyles.checkboxDescription}`}
        >
          Titles in the calendar feed start with the names, as in “Emma: Swim gala”.
        </p>
      </div>
      {generalFailure === null ? null : (
        <FormAlert>
          <p>Your preferences are not saved. {failureMessage(generalFailure)}</p>
        </FormAlert>
      )}
      {save.succeeded ? (
        <FormNotice>
          <p>Your preferences are saved.</p>
        </FormNotice>
      ) : null}
      <SubmitButton busy={save.busy} busyLabel="Saving…" wide={false}>
        Save preferences
      </SubmitButton>
    </form>
  );
}
