import { Link } from "wouter";
import { button } from "../button.css";
import * as styles from "./nav.css";

export interface SignedOutActionsProps {
  readonly onNavigate?: () => void;
}

/** SPEC §2: signed out, the bar offers Login and a Get Started button. */
export function SignedOutActions({ onNavigate }: SignedOutActionsProps) {
  return (
    <>
      <Link href="/login" className={styles.link} onClick={onNavigate}>
        Login
      </Link>
      <Link href="/signup" className={button.primary} onClick={onNavigate}>
        Get Started
      </Link>
    </>
  );
}
