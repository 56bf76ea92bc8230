import type { ComponentType, ReactNode } from "react";
import { Link } from "wouter";
import type { EmailSummary } from "../../../api/Email";

export interface EmailLinkProps {
  readonly email: Pick<EmailSummary, "id">;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * How a widget links to an e-mail's page. The dashboard passes a link that
 * preloads the e-mail on hover or focus; the widgets never touch the data layer.
 */
export type EmailLinkComponent = ComponentType<EmailLinkProps>;

/** The e-mail's page, from anywhere in the app (`~` leaves a wouter nest). */
export function emailHref(id: string): string {
  return `~/dashboard/email/${encodeURIComponent(id)}`;
}

/** A link without preloading. */
export function PlainEmailLink({ email, children, className }: EmailLinkProps) {
  return (
    <Link href={emailHref(email.id)} className={className}>
      {children}
    </Link>
  );
}
