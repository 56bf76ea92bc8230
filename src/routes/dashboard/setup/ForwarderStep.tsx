import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { useRuntime } from "../../../runtime/hooks";
import { ForwardingAddressPanel } from "./ForwardingAddressPanel";
import { Guide, Ui } from "./Guide";
import * as styles from "./setup.css";

/** The domain shown when `/config.json` names none. */
const FALLBACK_DOMAIN = "your Corkboard mail domain";

/** Setup → Forwarder, reading the mail domain from the runtime config. */
export function ForwarderStep() {
  const { config } = useRuntime();
  return (
    <ForwarderGuide
      mailDomain={config.mailDomain ?? null}
      addressPanel={<ForwardingAddressPanel />}
    />
  );
}

/**
 * The private forwarding address and how to forward to it, by hand or
 * automatically from Gmail and Outlook. `addressPanel` shows the address
 * itself (the data layer's; tests of the guide leave it out).
 */
export function ForwarderGuide({
  mailDomain,
  addressPanel,
}: {
  readonly mailDomain: string | null;
  readonly addressPanel?: ReactNode;
}) {
  const search = useSearch();
  const domain = mailDomain === null || mailDomain === "" ? FALLBACK_DOMAIN : mailDomain;
  const contacts = `/setup/contacts${search === "" ? "" : `?${search}`}`;
  return (
    <section className={styles.step} aria-labelledby="forwarder-heading">
      <h2 id="forwarder-heading" className={styles.stepHeading}>
        Your forwarding address
      </h2>
      <div className={styles.prose}>
        <p>
          Each Corkboard account gets its own private forwarding address, ending in{" "}
          <strong>@{domain}</strong>. Corkboard reads what you send there from your trusted senders,
          and turns its dates into events.
        </p>
      </div>
      {addressPanel}

      <h3 className={styles.cardHeading}>Forward one e-mail</h3>
      <ol className={`${styles.guideSteps} ${styles.prose}`}>
        <li>Open the e-mail in your mail app, on your phone or computer.</li>
        <li>
          Choose <Ui>Forward</Ui> (not Reply).
        </li>
        <li>
          Put your Corkboard address in <Ui>To</Ui> and send it. You do not need to write anything;
          attachments such as PDFs and invitations go with it.
        </li>
      </ol>
      <div className={styles.prose}>
        <p>
          Forward the message as it is. Corkboard looks inside the forward for who first sent it, so
          that sender needs to be on your <Link href={contacts}>trusted senders</Link> list.
        </p>
      </div>

      <h3 className={styles.cardHeading}>Forward automatically</h3>
      <p className={styles.text}>
        Let your mail service forward the school's e-mails as they arrive. Set it up for just the
        senders you trust, not for all your mail.
      </p>
      <div className={styles.guides}>
        <Guide title="Gmail">
          <p>On a computer (the Gmail app cannot set up forwarding):</p>
          <ol className={styles.guideSteps}>
            <li>
              Select <Ui>Settings</Ui> (the gear), then <Ui>See all settings</Ui>.
            </li>
            <li>
              Open the <Ui>Forwarding and POP/IMAP</Ui> tab and select{" "}
              <Ui>Add a forwarding address</Ui>. Enter your Corkboard address, then select{" "}
              <Ui>Next</Ui>, <Ui>Proceed</Ui> and <Ui>OK</Ui>.
            </li>
            <li>
              Gmail sends a confirmation code to your Corkboard address. Open that message under
              Emails in your dashboard, type the code into the same Gmail tab and select{" "}
              <Ui>Verify</Ui>.
            </li>
            <li>
              Leave <Ui>Forward a copy of incoming mail</Ui> off: that would forward all your mail.
              A filter forwards only the school's.
            </li>
            <li>
              In the search box at the top of Gmail, select <Ui>Show search options</Ui>. In{" "}
              <Ui>From</Ui>, enter the school's address, or only its part after the @ (such as
              @school.example) to include everyone who writes from there. Select{" "}
              <Ui>Create filter</Ui>.
            </li>
            <li>
              Tick <Ui>Forward it to</Ui>, choose your Corkboard address, and select{" "}
              <Ui>Create filter</Ui>. Do the same for each club or sender you trust.
            </li>
          </ol>
        </Guide>
        <Guide title="Outlook">
          <p>In Outlook.com, Outlook on the web and the new Outlook for Windows:</p>
          <ol className={styles.guideSteps}>
            <li>
              Select <Ui>Settings</Ui> (the gear), then <Ui>Mail</Ui>, then <Ui>Rules</Ui>.
            </li>
            <li>
              Select <Ui>Add new rule</Ui> and give it a name, such as “To Corkboard”.
            </li>
            <li>
              Under <Ui>Add a condition</Ui>, choose <Ui>From</Ui> and enter the school's address.
            </li>
            <li>
              Under <Ui>Add an action</Ui>, choose <Ui>Forward to</Ui> and enter your Corkboard
              address.
            </li>
            <li>
              Select <Ui>Save</Ui>.
            </li>
          </ol>
          <p>
            <Ui>Settings</Ui>, <Ui>Mail</Ui>, <Ui>Forwarding</Ui> forwards all your mail, so use a
            rule instead. A work or school account may not be allowed to forward mail outside the
            organisation; if the rule does nothing, ask your IT team, or forward by hand.
          </p>
        </Guide>
      </div>
    </section>
  );
}
