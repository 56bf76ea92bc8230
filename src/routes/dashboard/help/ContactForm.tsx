import { type FormEvent, useState } from "react";
import { EmailSend, SUPPORT_RECIPIENT } from "../../../../api/Email";
import { useMutation } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { focusFirstInvalid, TextAreaField } from "../../../ui/form/FormFields";
import {
  checkWith,
  failureMessage,
  isFieldFailure,
  serverFieldError,
} from "../../../ui/form/fieldErrors";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import * as styles from "./help.css";

type Field = "subject" | "text";
const fields: ReadonlyArray<Field> = ["subject", "text"];

/**
 * A message to the support team, sent with `POST /email/send` to
 * "support". Checked with the contract's `EmailSend` first; the reply goes
 * to the account's own address.
 */
export function ContactForm({ replyTo }: { readonly replyTo: string | null }) {
  const send = useMutation("email.send");
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [attempted, setAttempted] = useState(false);

  const checked = checkWith(EmailSend, { to: SUPPORT_RECIPIENT, subject, text }, fields);
  const errors = {
    ...serverFieldError(send.error, fields),
    ...(attempted && !checked.ok ? checked.errors : {}),
  };

  if (send.succeeded) {
    return (
      <div className={styles.contact}>
        <FormNotice>
          <p>
            Thank you. Your message is on its way to our support team
            {replyTo === null ? "." : `, and we will reply to ${replyTo}.`}
          </p>
        </FormNotice>
        <div>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              setSubject("");
              setText("");
              setAttempted(false);
              send.reset();
            }}
          >
            Write another message
          </button>
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.busy) return;
    setAttempted(true);
    if (!checked.ok) {
      focusFirstInvalid(event.currentTarget, fields, checked.errors);
      return;
    }
    send.submit(checked.value);
  };

  const edited = () => {
    if (send.error !== null) send.reset();
  };
  const generalFailure =
    send.error !== null && !isFieldFailure(send.error, fields) ? send.error : null;
  const generalCheck = attempted && !checked.ok ? checked.general : null;

  return (
    <form className={styles.contact} onSubmit={onSubmit} noValidate aria-label="Write to us">
      <TextField
        label="Subject"
        name="subject"
        maxLength={200}
        autoComplete="off"
        value={subject}
        error={errors.subject}
        onChange={(event) => {
          setSubject(event.target.value);
          edited();
        }}
      />
      <TextAreaField
        label="Message"
        name="text"
        description="Tell us what happened and what you expected. If it is about an e-mail or event, its subject or date helps us find it."
        maxLength={10_000}
        value={text}
        error={errors.text}
        onChange={(event) => {
          setText(event.target.value);
          edited();
        }}
      />
      {generalFailure === null && generalCheck === null ? null : (
        <FormAlert>
          <p>
            Your message is not sent.{" "}
            {generalFailure === null ? generalCheck : failureMessage(generalFailure)}
          </p>
        </FormAlert>
      )}
      <SubmitButton busy={send.busy} busyLabel="Sending…" wide={false}>
        Send message
      </SubmitButton>
    </form>
  );
}
