import { useQuery } from "../../../data/hooks";
import { QueryData } from "../../../ui/data/QueryData";
import { NextStepLink } from "./NextStepLink";
import * as styles from "./setup.css";
import { TrustedSenders } from "./TrustedSenders";

/** Setup → Contacts: whose e-mails become events. */
export function ContactsStep() {
  const preferences = useQuery({ kind: "preferences" });
  return (
    <section className={styles.step} aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className={styles.stepHeading}>
        Trusted senders
      </h2>
      <div className={styles.prose}>
        <p>
          Corkboard only turns e-mail from these senders into events. When you forward an e-mail,
          what counts is who first wrote it, such as the school or the club, not you who forwarded
          it. So add the addresses your school, clubs and doctor write from.
        </p>
        <p>
          E-mail from anyone else is not turned into events. It waits under Emails until you approve
          its sender.
        </p>
        <p>
          Not sure of an address? Open one of their e-mails and look at the From line, or at the
          “From:” line inside a message you forwarded.
        </p>
      </div>
      <QueryData
        query={preferences}
        what="your trusted senders"
        loadingMessage="Loading your senders"
      >
        {(data) => <TrustedSenders preferences={data} />}
      </QueryData>
      <NextStepLink to="/setup/calendar">Next: your calendar</NextStepLink>
    </section>
  );
}
