import { type FormEvent, useState } from "react";
import { useMutation } from "../../../data/hooks";
import { useAuthView } from "../../../runtime/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { TextField } from "../../../ui/form/TextField";
import { Block } from "./Block";
import * as styles from "./security.css";

/** Two e-mail addresses that are the same for sign-in: case and surrounding spaces aside. */
const sameAddress = (typed: string, email: string | null) =>
  email !== null && typed.trim().toLowerCase() === email.toLowerCase();

/**
 * Delete your account: everything goes, the subscription is cancelled and
 * every device is signed out. The button works only once the account's
 * e-mail address is typed.
 */
export function DeleteAccount() {
  const { email } = useAuthView();
  const remove = useMutation("account.remove");
  const [typed, setTyped] = useState("");
  const ready = sameAddress(typed, email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || remove.busy) return;
    remove.submit({ email: typed.trim() });
  };

  return (
    <Block title="Delete your account">
      <p>
        This deletes your account and everything in it: your e-mails, events, family members,
        calendar feeds and settings. Any subscription is cancelled, and every device you are signed
        in on is signed out. This cannot be undone.
      </p>
      <form className={formStyles.form} onSubmit={onSubmit}>
        <TextField
          label="Type your e-mail address to confirm"
          type="email"
          name="confirm-email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.error === null ? null : (
          <FormAlert>
            <p>Your account could not be deleted. {failureMessage(remove.error)}</p>
          </FormAlert>
        )}
        <div>
          <button
            type="submit"
            className={`${button.primary} ${styles.danger}`}
            aria-disabled={!ready || remove.busy ? true : undefined}
            aria-busy={remove.busy ? true : undefined}
          >
            {remove.busy ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </Block>
  );
}
