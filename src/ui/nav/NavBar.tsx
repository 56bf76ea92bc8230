import { type ReactNode, useState } from "react";
import { button } from "../button.css";
import { container } from "../page.css";
import { Brand } from "./Brand";
import type { NavLink } from "./links";
import { publicNavLinks } from "./links";
import { NavLinkItem } from "./NavLinkItem";
import * as styles from "./nav.css";
import { SignedOutActions } from "./SignedOutActions";
import { SlideOver } from "./SlideOver";

export interface NavBarProps {
  /**
   * Links before the public ones (the signed-in Dashboard link plugs in
   * here). Defaults to none.
   */
  readonly leadingLinks?: ReadonlyArray<NavLink>;
  /** The account area; the signed-out Login and Get Started by default. */
  readonly renderAccount?: (onNavigate?: () => void) => ReactNode;
}

const menuId = "site-menu";
const defaultAccount = (onNavigate?: () => void) => <SignedOutActions onNavigate={onNavigate} />;

/** SPEC §2: the top bar, and below the nav breakpoint its slide-over menu. */
export function NavBar({ leadingLinks = [], renderAccount = defaultAccount }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const links = [...leadingLinks, ...publicNavLinks];

  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={`${container} ${styles.bar}`}>
        <Brand />
        <ul className={styles.links}>
          {links.map((link) => (
            <NavLinkItem key={link.href} link={link} />
          ))}
        </ul>
        <div className={styles.account}>{renderAccount()}</div>
        <button
          type="button"
          className={`${button.secondary} ${styles.menuButton}`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(true)}
        >
          Menu
        </button>
      </nav>
      {menuOpen ? (
        <SlideOver id={menuId} title="Menu" onClose={close}>
          <nav aria-label="Menu">
            <ul className={styles.panelLinks}>
              {links.map((link) => (
                <NavLinkItem key={link.href} link={link} onNavigate={close} />
              ))}
            </ul>
          </nav>
          <div className={styles.panelActions}>{renderAccount(close)}</div>
        </SlideOver>
      ) : null}
    </header>
  );
}
