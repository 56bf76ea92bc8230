import { type ReactNode, use, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { visuallyHiddenText } from "../a11y.css";
import type { NavLink } from "./links";
import * as styles from "./nav.css";
import { NavMarksContext } from "./navMarks";
import { markedItem } from "./warningMark.css";

export interface NavLinkItemProps {
  readonly link: NavLink;
  /** Given in the slide-over menu, which closes when a link is followed. */
  readonly onNavigate?: () => void;
}

function isWithin(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

/** One navigation link; marks itself as the current page. */
export function NavLinkItem({ link, onNavigate }: NavLinkItemProps) {
  const [location] = useLocation();
  const current = location === link.href;
  const anchor = (
    <Link
      href={link.href}
      className={styles.link}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
  const mark = use(NavMarksContext)(link.href);
  if (link.children === undefined || onNavigate === undefined) {
    if (mark === null || mark === undefined || mark === false) return <li>{anchor}</li>;
    return (
      <li className={markedItem}>
        {anchor}
        {mark}
      </li>
    );
  }
  return (
    <ExpandableItem
      link={link}
      anchor={anchor}
      onNavigate={onNavigate}
      startOpen={isWithin(location, link.href)}
    />
  );
}

interface ExpandableItemProps {
  readonly link: NavLink;
  readonly anchor: ReactNode;
  readonly onNavigate: () => void;
  readonly startOpen: boolean;
}

/** In the slide-over, an entry with sub-pages expands into them (the Dashboard, SPEC §2). */
function ExpandableItem({ link, anchor, onNavigate, startOpen }: ExpandableItemProps) {
  const [open, setOpen] = useState(startOpen);
  const listId = useId();
  return (
    <li>
      <div className={styles.expandRow}>
        {anchor}
        <button
          type="button"
          className={styles.expandButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>
            ▾
          </span>
          <span className={visuallyHiddenText}>{`${link.label} pages`}</span>
        </button>
      </div>
      <ul id={listId} className={styles.subLinks} hidden={!open}>
        {(link.children ?? []).map((child) => (
          <NavLinkItem key={child.href} link={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
