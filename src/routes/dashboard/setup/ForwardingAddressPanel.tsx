import { useState } from "react";
import { useMutation, useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { CopyField } from "../../../ui/CopyField";
import { formatDateTime } from "../../../ui/calendar/format";
import { QueryData } from "../../../ui/data/QueryData";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { useFamilyCalendar } from "../event/familyCalendar";
import * as styles from "./setup.css";

/**
 * Setup → Forwarder's address: the user's private forwarding address with
 * Copy (the server creates it on first read), and a new one on demand,
 * asked first because mail to the old address is refused from then on.
 */
export function ForwardingAddressPanel() {
  const query = useQuery({ kind: "forwardingAddress" });
  const rotate = useMutation("forwardingAddress.rotate");
  const { timeZone } = useFamilyCalendar();
  const [asking, setAsking] = useState(false);

  const close = () => {
    setAsking(false);
    if (!rotate.succeeded) rotate.reset();
  };

  return (
    <QueryData
      query={query}
      what="your forwarding address"
      loadingMessage="Loading your forwarding address"
    >
      {(current) => {
        const shown = asking && !rotate.succeeded;
        return (
          <div className={styles.card}>
            <CopyField
              label="Your forwarding address"
              value={current.address}
              description="Private: forward e-mails here, and Corkboard turns their dates into events."
            />
            <p className={styles.text}>
              Created {formatDateTime(current.createdAt, timeZone)}. Only mail from your trusted
              senders is read at once; mail from anyone else waits under Emails for you to approve
              or block the sender.
            </p>
            {rotate.succeeded && rotate.output !== null ? (
              <FormNotice>
                <p>
                  Your new address is {rotate.output.address}. Mail to the old one is refused now:
                  change your forwarding rules to the new address.
                </p>
              </FormNotice>
            ) : null}
            <div className={formStyles.inlineActions}>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  rotate.reset();
                  setAsking(true);
                }}
              >
                Rotate address
              </button>
            </div>
            {shown ? (
              <ConfirmDialog
                title="Get a new forwarding address?"
                confirmLabel="Rotate address"
                busyLabel="Rotating…"
                busy={rotate.busy}
                destructive
                error={
                  rotate.error === null ? undefined : (
                    <FormAlert>
                      <p>You still have the old address. {failureMessage(rotate.error)}</p>
                    </FormAlert>
                  )
                }
                onConfirm={() => {
                  if (!rotate.busy) rotate.submit(undefined);
                }}
                onCancel={close}
              >
                <p>
                  Mail sent to {current.address} will be refused from now on. Use this if the
                  address got out or attracts spam, then give the new address to your forwarding
                  rules in Gmail or Outlook.
                </p>
              </ConfirmDialog>
            ) : null}
          </div>
        );
      }}
    </QueryData>
  );
}
