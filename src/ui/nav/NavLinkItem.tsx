import { Link, useLocation } from "wouter";
import type { NavLink } from "./links";
import * as styles from "./nav.css";

export interface NavLinkItemProps {
  readonly link: NavLink;
  readonly onNavigate?: () => void;
}

/** One navigation link; marks itself as the current page. */
export function NavLinkItem({ link, onNavigate }: NavLinkItemProps) {
  const [location] = useLocation();
  const current = location === link.href;
  return (
    <li>
      <Link
        href={link.href}
        className={styles.link}
        aria-current={current ? "page" : undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    </li>
  );
}
