import { useState } from "react";
import type { Email } from "../../../../api/Email";
import type { MutationView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import * as styles from "./emailDetail.css";

export interface RemoveEmailProps {
  readonly email: Email;
  /** The page's `email.remove` mutation: it outlives this button, which goes with the e-mail. */
  readonly remove: MutationView<"email.remove">;
}

/**
 * Delete e-mail, behind a confirmation: the e-mail and the original message
 * with its attachments go; its events stay unless "and its events" is ticked.
 */
export function RemoveEmail({ email, remove }: RemoveEmailProps) {
  const [confirming, setConfirming] = useState(false);
  const [withEvents, setWithEvents] = useState(false);
  const eventCount = email.eventIds.length;
  return (
    <div className={styles.removeRow}>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          remove.reset();
          setWithEvents(false);
          setConfirming(true);
        }}
      >
        Delete e-mail
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Delete this e-mail?"
          confirmLabel="Delete e-mail"
          busyLabel="Deleting…"
          busy={remove.busy}
          destructive
          error={
            remove.error === null ? undefined : (
              <FormAlert>
                <p>The e-mail could not be deleted. {failureMessage(remove.error)}</p>
              </FormAlert>
            )
          }
          onConfirm={() => remove.submit({ id: email.id, withEvents })}
          onCancel={() => {
            setConfirming(false);
            remove.reset();
          }}
        >
          <p>
            The e-mail and the original message, attachments included, are deleted for good.
            {eventCount === 0
              ? ""
              : " The events it created stay on your calendar unless you delete them too."}
          </p>
          {eventCount === 0 ? null : (
            <label className={formStyles.checkRow}>
              <input
                type="checkbox"
                className={formStyles.checkbox}
                checked={withEvents}
                onChange={(event) => setWithEvents(event.currentTarget.checked)}
              />
              And its events ({eventCount})
            </label>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
