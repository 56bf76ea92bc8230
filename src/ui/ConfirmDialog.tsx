import { type KeyboardEvent, type ReactNode, useCallback, useId } from "react";
import { button } from "./button.css";
import * as styles from "./ConfirmDialog.css";

export interface ConfirmDialogProps {
  /** The question, e.g. "Remove Ada from your family?". */
  readonly title: string;
  /** What confirming does, in a sentence or two. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** Shown on the confirming button while the work runs, e.g. "Removing…". */
  readonly busyLabel?: string;
  readonly cancelLabel?: string;
  readonly busy?: boolean;
  /** Makes the confirming button red: the action loses something. */
  readonly destructive?: boolean;
  /** Shown under the message, e.g. the failure of the last attempt. */
  readonly error?: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * Where focus goes when the dialog closes and the element that opened it
   * is gone (a removed row's button).
   */
  readonly fallbackFocus?: () => HTMLElement | null;
}

/**
 * A yes-or-no question in a native modal `<dialog>`: the page behind is
 * inert, Escape cancels, and focus starts on Cancel (the safe answer) and
 * goes back to the opener afterwards. Render it only while the question is
 * open: mounting shows it, unmounting closes it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancel",
  busy = false,
  destructive = false,
  error,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();

  // The opener is remembered when the dialog mounts; `fallbackFocus` is read only at close.
  const attach = useCallback(
    (dialog: HTMLDialogElement | null) => {
      if (dialog === null) return;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === "function" && !dialog.open) dialog.showModal();
      else dialog.setAttribute("open", "");
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
      return () => {
        if (dialog.open && typeof dialog.close === "function") dialog.close();
        if (opener?.isConnected) opener.focus();
        else fallbackFocus?.()?.focus();
      };
    },
    [fallbackFocus],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    // Handled here, so the browser does not also close the dialog behind React's back.
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={attach}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={messageId} className={styles.message}>
          {children}
        </div>
        {error ?? null}
        <div className={styles.actions}>
          <button type="button" className={button.secondary} onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={destructive ? `${button.primary} ${styles.danger}` : button.primary}
            aria-disabled={busy ? true : undefined}
            aria-busy={busy ? true : undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
