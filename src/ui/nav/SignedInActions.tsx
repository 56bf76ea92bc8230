import { Link } from "wouter";
import { button } from "../button.css";
import * as styles from "./nav.css";
import { UserMenu } from "./UserMenu";

export interface SignedInActionsProps {
  readonly label: string;
  readonly onSignOut: () => void;
  /** Given in the slide-over menu: there the account actions are listed, not a menu. */
  readonly onNavigate?: () => void;
}

/** SPEC §2: signed in, the bar's account area is the user button and its menu. */
export function SignedInActions({ label, onSignOut, onNavigate }: SignedInActionsProps) {
  if (onNavigate === undefined) return <UserMenu label={label} onSignOut={onSignOut} />;
  return (
    <>
      <p className={styles.panelUser}>Signed in as {label}</p>
      <Link href="/password-reset" className={styles.link} onClick={onNavigate}>
        Reset Password
      </Link>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          onNavigate();
          onSignOut();
        }}
      >
        Logout
      </button>
    </>
  );
}
