import { type FormEvent, useState } from "react";
import type { Preferences } from "../../../../api/Preferences";
import { useMutation } from "../../../data/hooks";
import type { DataFailure } from "../../../machines/data/dataFailure";
import { button } from "../../../ui/button.css";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { checkSender } from "./senders";
import * as styles from "./setup.css";

/** The server's message about the list, without the field name it starts with. */
function listMessage(failure: DataFailure): string | null {
  if (failure.field === undefined || !failure.field.startsWith("trustedSenders")) return null;
  return failure.message.replace(/^trustedSenders(\.\d+|\[\d+\])?: /, "");
}

/**
 * Setup → Contacts: the trusted senders, each change saved at once with the
 * whole preferences (`PUT /preferences`). Adding and removing have their
 * own mutations, so each failure shows where the user acted.
 */
export function TrustedSenders({ preferences }: { readonly preferences: Preferences }) {
  const add = useMutation("preferences.update");
  const remove = useMutation("preferences.update");
  const [typed, setTyped] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const senders = preferences.trustedSenders;

  // Once the sender is saved, empty the field for the next one ("adjust state while rendering").
  if (add.succeeded && pending !== null) {
    setAdded(pending);
    setPending(null);
    setTyped("");
  }

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.busy) return;
    const checked = checkSender(typed, senders);
    if (!checked.ok) {
      setClientError(checked.message);
      const field = event.currentTarget.elements.namedItem("sender");
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setClientError(null);
    setAdded(null);
    setPending(checked.address);
    add.submit({ ...preferences, trustedSenders: [...senders, checked.address] });
  };

  const onRemove = (address: string) => {
    if (remove.busy) return;
    setRemoving(address);
    remove.submit({
      ...preferences,
      trustedSenders: senders.filter((sender) => sender !== address),
    });
  };

  const serverFieldMessage = add.error === null ? null : listMessage(add.error);
  const fieldMessage = clientError ?? serverFieldMessage ?? undefined;
  const addFailure = add.error !== null && serverFieldMessage === null ? add.error : null;

  return (
    <div className={styles.card}>
      <h3 className={styles.cardHeading}>Your trusted senders</h3>
      {senders.length === 0 ? (
        <p className={formStyles.description}>
          No trusted senders yet. Start with the address your school's office writes from.
        </p>
      ) : (
        <ul className={styles.senders} aria-label="Trusted senders">
          {senders.map((address) => (
            <li key={address} className={styles.sender}>
              <span className={styles.senderAddress}>{address}</span>
              <button
                type="button"
                className={button.quiet}
                aria-label={`Remove ${address}`}
                aria-busy={remove.busy && removing === address ? true : undefined}
                onClick={() => onRemove(address)}
              >
                {remove.busy && removing === address ? "Removing…" : "Remove"}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.error !== null && removing !== null ? (
        <FormAlert>
          <p>
            {removing} could not be removed. {failureMessage(remove.error)}
          </p>
        </FormAlert>
      ) : null}

      <form
        className={formStyles.form}
        onSubmit={onAdd}
        noValidate
        aria-label="Add a trusted sender"
      >
        <div className={styles.addRow}>
          <TextField
            label="Sender's e-mail address"
            name="sender"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="office@school.example"
            value={typed}
            error={fieldMessage}
            onChange={(event) => {
              setTyped(event.target.value);
              setClientError(null);
              setAdded(null);
              if (add.error !== null) add.reset();
            }}
          />
          <SubmitButton busy={add.busy} busyLabel="Adding…" wide={false}>
            Add sender
          </SubmitButton>
        </div>
        {addFailure === null ? null : (
          <FormAlert>
            <p>
              {pending ?? "The sender"} could not be added. {failureMessage(addFailure)}
            </p>
          </FormAlert>
        )}
        {added === null ? null : (
          <FormNotice>
            <p>{added} is a trusted sender now.</p>
          </FormNotice>
        )}
      </form>
    </div>
  );
}
