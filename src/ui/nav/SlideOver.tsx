import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useId } from "react";
import { button } from "../button.css";
import * as styles from "./nav.css";

export interface SlideOverProps {
  readonly id: string;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));
}

/**
 * A modal panel that slides in from the right. It is a native `<dialog>`
 * opened with `showModal()`, so the rest of the page is inert and screen
 * readers announce it; Tab is also wrapped by hand so the trap holds in
 * browsers and test DOMs without native inertness. Rendered only while open:
 * mounting opens it, unmounting gives focus back to what opened it.
 */
export function SlideOver({ id, title, onClose, children }: SlideOverProps) {
  const titleId = useId();

  const attach = useCallback((dialog: HTMLDialogElement | null) => {
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function" && !dialog.open) dialog.showModal();
    else dialog.setAttribute("open", "");
    focusableIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === "function") dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusableIn(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click that lands on the dialog itself, not on the panel, is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      id={id}
      ref={attach}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id={titleId} className={styles.panelTitle}>
            {title}
          </h2>
          <button type="button" className={button.quiet} onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
