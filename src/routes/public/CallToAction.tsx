import type { ReactNode } from "react";
import { Link } from "wouter";
import { button } from "../../ui/button.css";
import { actions } from "../../ui/page.css";
import * as styles from "./CallToAction.css";

export interface SignupActionsProps {
  /** Where the secondary button leads, for readers not ready to sign up. */
  readonly secondaryHref: string;
  readonly secondaryLabel: string;
}

/** The row of buttons that asks a visitor to sign up, with one other way to go. */
export function SignupActions({ secondaryHref, secondaryLabel }: SignupActionsProps) {
  return (
    <div className={actions}>
      <Link href="/signup" className={button.primary}>
        Get started free
      </Link>
      <Link href={secondaryHref} className={button.secondary}>
        {secondaryLabel}
      </Link>
    </div>
  );
}

export interface CallToActionProps extends SignupActionsProps {
  /** The sentence that makes the case for signing up. */
  readonly children: ReactNode;
}

/**
 * The closing invitation of a public page: a short paragraph, then the sign-up
 * buttons. It renders no wrapper of its own, so the page decides where it sits.
 */
export function CallToAction({ children, secondaryHref, secondaryLabel }: CallToActionProps) {
  return (
    <>
      <p className={styles.text}>{children}</p>
      <SignupActions secondaryHref={secondaryHref} secondaryLabel={secondaryLabel} />
    </>
  );
}
