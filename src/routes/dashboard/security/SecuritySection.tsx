import { Section } from "../../../ui/Page";
import { ChangePassword } from "./ChangePassword";
import { DeleteAccount } from "./DeleteAccount";
import { LinkedIdentities } from "./LinkedIdentities";
import * as styles from "./security.css";
import { TwoStepSignIn } from "./TwoStepSignIn";

/** Preferences › Security: the second factor, the ways to sign in, the password, and deleting the account. */
export function SecuritySection() {
  return (
    <Section title="Security" id="security">
      <div className={styles.blocks}>
        <TwoStepSignIn />
        <LinkedIdentities />
        <ChangePassword />
        <DeleteAccount />
      </div>
    </Section>
  );
}
