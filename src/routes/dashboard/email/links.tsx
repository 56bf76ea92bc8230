import { Link } from "wouter";
import { usePreload } from "../../../data/hooks";
import { type EmailLinkProps, emailHref } from "../../../ui/email/EmailLink";

/** A link to an e-mail's page that starts loading it on hover or focus. */
export function PreloadedEmailLink({ email, children, className }: EmailLinkProps) {
  const preload = usePreload({ kind: "email", id: email.id });
  return (
    <Link href={emailHref(email.id)} className={className} {...preload}>
      {children}
    </Link>
  );
}
