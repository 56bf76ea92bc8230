import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { type FormEvent, useState } from "react";
import { totpEnrolmentLogic } from "../../../runtime/accountActors";
import { useRuntime } from "../../../runtime/hooks";
import { inspected } from "../../../runtime/inspection";
import { button } from "../../../ui/button.css";
import { FormNotice } from "../../../ui/form/FormAlert";
import * as formStyles from "../../../ui/form/form.css";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { TotpCodeField } from "../../../ui/form/TotpCodeField";
import { RequestError } from "../../auth/RequestError";
import { qrCodeSrc } from "./qrCodeSrc";
import { RecoveryCodeList } from "./RecoveryCodes";
import * as styles from "./security.css";

/** A name no factor of the user has yet (the auth service wants them unique). */
export function freeFactorName(taken: ReadonlyArray<string>): string {
  const base = "Authenticator app";
  if (!taken.includes(base)) return base;
  let number = 2;
  while (taken.includes(`${base} ${number}`)) number += 1;
  return `${base} ${number}`;
}

/** Setting up an authenticator app: name it, scan the QR code (or type the key), enter a code. */
export function TotpEnrolment({ takenNames }: { readonly takenNames: ReadonlyArray<string> }) {
  const runtime = useRuntime();
  const [logic] = useState(() => totpEnrolmentLogic(runtime));
  const actor = useActorRef(logic, inspected("totpEnrolment"));
  const state = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag("busy"),
      scanning: snapshot.hasTag("scanning"),
      verified: snapshot.hasTag("verified"),
      enrollment: snapshot.context.enrollment,
      error: snapshot.context.error,
      recoveryCodes: snapshot.context.recoveryCodes,
    }),
    shallowEqual,
  );
  const [name, setName] = useState(() => freeFactorName(takenNames));
  const [code, setCode] = useState("");

  if (state.verified) {
    return (
      <>
        <FormNotice>
          <p>
            Two-step sign-in is on. Next time you sign in, we will ask for a code from your app.
          </p>
        </FormNotice>
        {state.recoveryCodes === null ? (
          <p className={formStyles.description}>
            Your recovery codes could not be made just now. Make them below before you close this
            page.
          </p>
        ) : (
          <RecoveryCodeList codes={state.recoveryCodes} />
        )}
        <div>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              setCode("");
              setName(freeFactorName([...takenNames, name]));
              actor.send({ type: "enrolment.reset" });
            }}
          >
            Done
          </button>
        </div>
      </>
    );
  }

  if (state.scanning && state.enrollment !== null) {
    const onVerify = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!state.busy) actor.send({ type: "code.submit", code });
    };
    return (
      <div className={formStyles.form}>
        <p>1. In your authenticator app, add an account and scan this code.</p>
        <img
          className={styles.qr}
          src={qrCodeSrc(state.enrollment.qrCode)}
          alt="QR code that adds Corkboard to your authenticator app"
          width={192}
          height={192}
        />
        <p className={formStyles.description}>
          Cannot scan it? Type this key instead:{" "}
          <code className={styles.secret}>{state.enrollment.secret}</code>
        </p>
        <form className={formStyles.form} onSubmit={onVerify}>
          <TotpCodeField
            label="2. The 6-digit code your app shows"
            invalid={state.error !== null}
            value={code}
            onChange={setCode}
          />
          <RequestError error={state.error} />
          <div className={formStyles.inlineActions}>
            <SubmitButton busy={state.busy} busyLabel="Checking…" wide={false}>
              Verify and turn on
            </SubmitButton>
            <button
              type="button"
              className={button.quiet}
              onClick={() => actor.send({ type: "enrolment.cancel" })}
            >
              Cancel
            </button>
          </div>
        </form>
      </div>
    );
  }

  const onStart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.busy) actor.send({ type: "enrolment.start", friendlyName: name.trim() });
  };
  return (
    <form className={formStyles.form} onSubmit={onStart}>
      <TextField
        label="Name for the app"
        description="So you can tell your devices apart, for example “Ada’s phone”."
        name="factorName"
        required
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <RequestError error={state.error} />
      <SubmitButton busy={state.busy} busyLabel="Setting up…" wide={false}>
        Set up an authenticator app
      </SubmitButton>
    </form>
  );
}
