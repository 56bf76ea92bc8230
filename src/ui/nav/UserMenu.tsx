import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { button } from "../button.css";
import * as styles from "./nav.css";

export interface UserMenuProps {
  /** The part of the e-mail before "@" ("User" without one). */
  readonly label: string;
  readonly onSignOut: () => void;
}

/** Which item gets focus as the menu opens: ArrowUp on the button opens at the last. */
type OpenAt = "first" | "last" | null;

function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
}

/**
 * SPEC §2: the signed-in user's button and its menu (Reset Password, Logout),
 * built as a menu button: Enter, Space or ArrowDown open it at the first
 * item, ArrowUp at the last; arrows, Home and End move between items;
 * Escape closes it and gives focus back to the button; leaving it closes it.
 */
export function UserMenu({ label, onSignOut }: UserMenuProps) {
  const [openAt, setOpenAt] = useState<OpenAt>(null);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openAt !== null;

  const focusOnOpen = useCallback(
    (menu: HTMLDivElement | null) => {
      if (menu === null) return;
      const items = menuItems(menu);
      (openAt === "last" ? items.at(-1) : items[0])?.focus();
    },
    [openAt],
  );

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpenAt(event.key === "ArrowDown" ? "first" : "last");
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        setOpenAt(null);
        buttonRef.current?.focus();
        break;
      case "Tab":
        setOpenAt(null);
        break;
      case " ":
        // Space activates a menu item, links included.
        event.preventDefault();
        (event.target as HTMLElement).click();
        break;
    }
  };

  // Focus leaving both the button and the menu (a click elsewhere, Tab) closes the menu.
  const wrapperRef = useRef<HTMLDivElement>(null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && !wrapperRef.current?.contains(next)) setOpenAt(null);
  };

  return (
    <div className={styles.userMenu} ref={wrapperRef}>
      <button
        id={buttonId}
        ref={buttonRef}
        type="button"
        className={`${button.secondary} ${styles.userButton}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenAt(open ? null : "first")}
        onKeyDown={onButtonKeyDown}
        onBlur={onBlur}
      >
        <span className={styles.userLabel}>{label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          id={menuId}
          ref={focusOnOpen}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
          onBlur={onBlur}
        >
          <Link
            href="/password-reset"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => setOpenAt(null)}
          >
            Reset Password
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => {
              setOpenAt(null);
              onSignOut();
            }}
          >
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
