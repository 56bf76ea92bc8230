import { type FormEvent, useState } from "react";
import { useAccountRequest } from "../../../runtime/hooks";
import { button } from "../../../ui/button.css";
import { FormNotice } from "../../../ui/form/FormAlert";
import * as formStyles from "../../../ui/form/form.css";
import { PasswordField } from "../../../ui/form/PasswordField";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { RequestError } from "../../auth/RequestError";
import { Block } from "./Block";

/** A new password for the signed-in user, checked against the policy as it is typed. */
export function ChangePassword() {
  const request = useAccountRequest();
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({ kind: "auth", event: { type: "user.update", attributes: { password } } });
  };

  return (
    <Block title="Password">
      {request.done ? (
        <FormNotice>
          <p>Your password is changed. Use the new one next time you sign in.</p>
          <div>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setPassword("");
                request.reset();
              }}
            >
              Change it again
            </button>
          </div>
        </FormNotice>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            invalid={request.error?.code === "weak_password"}
          />
          <RequestError error={request.error} />
          <SubmitButton busy={request.busy} busyLabel="Saving…" wide={false}>
            Change password
          </SubmitButton>
        </form>
      )}
    </Block>
  );
}
