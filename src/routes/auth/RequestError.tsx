import { Link } from "wouter";
import type { AuthFailure } from "../../services/authErrors";
import { FormAlert } from "../../ui/form/FormAlert";
import * as formStyles from "../../ui/form/form.css";
import { describeWeakReason } from "../../ui/form/passwordPolicy";
import { messageFor } from "./authMessages";

/**
 * A request's failure beside its form: the weak-password reasons as a list,
 * an existing account with the way to sign in, anything else in words.
 */
export function RequestError({ error }: { readonly error: AuthFailure | null }) {
  if (error === null) return null;
  if (error.code === "user_already_exists" || error.code === "email_exists") {
    return (
      <FormAlert>
        <p>
          {messageFor(error)} <Link href="/login">Sign in instead</Link>
        </p>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p>{messageFor(error)}</p>
      {error.reasons.length > 0 ? (
        <ul className={formStyles.reasons}>
          {error.reasons.map((reason) => (
            <li key={reason}>{describeWeakReason(reason)}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
