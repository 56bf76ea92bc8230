import { useState } from "react";
import type { FamilyMember } from "../../../../api/FamilyMember";
import { useMutation } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import * as styles from "./family.css";
import { MemberForm } from "./MemberForm";
import { draftOf, formatBirthDate, relationshipNames } from "./memberDraft";
import { colorName } from "./palette";

export interface MemberItemProps {
  readonly member: FamilyMember;
  readonly onRemove: (member: FamilyMember) => void;
}

const focusOnAttach = (element: HTMLElement | null) => element?.focus();

/** What the list shows of a member: colour, name, relationship, e-mail and birthday. */
export function MemberSummary({ member }: { readonly member: FamilyMember }) {
  return (
    <>
      <span
        className={styles.swatch}
        style={{ background: member.Color }}
        role="img"
        aria-label={`Colour: ${colorName(member.Color)}`}
      />
      <div className={styles.memberText}>
        <h3 className={styles.memberName}>{member.Name}</h3>
        <dl className={styles.details}>
          <dt>Who</dt>
          <dd>{relationshipNames[member.Relationship]}</dd>
          <dt>E-mail</dt>
          <dd>{member.Email ?? "None"}</dd>
          <dt>Birthday</dt>
          <dd>{member.BirthDate === null ? "Not given" : formatBirthDate(member.BirthDate)}</dd>
          {(member.AlsoCalled ?? []).length === 0 ? null : (
            <>
              <dt>Also called</dt>
              <dd>{(member.AlsoCalled ?? []).join(", ")}</dd>
            </>
          )}
        </dl>
      </div>
    </>
  );
}

/**
 * One member in the list, edited in place: Edit turns the card into the
 * form, Save or Cancel turn it back and put focus on Edit again.
 */
export function MemberItem({ member, onRemove }: MemberItemProps) {
  const update = useMutation("familyMember.update");
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const showForm = editing && !update.succeeded;

  if (showForm) {
    return (
      <li className={styles.editing}>
        <MemberForm
          label={`Edit ${member.Name}`}
          initial={draftOf(member)}
          submitLabel="Save changes"
          busyLabel="Saving…"
          busy={update.busy}
          failure={update.error}
          focusName
          onEdit={update.reset}
          onSubmit={(changes) => update.submit({ Id: member.Id, ...changes })}
          onCancel={() => {
            setEditing(false);
            setReturnFocus(true);
            update.reset();
          }}
        />
      </li>
    );
  }

  return (
    <li className={styles.member}>
      <MemberSummary member={member} />
      <div className={styles.memberActions}>
        <button
          ref={editing || returnFocus ? focusOnAttach : undefined}
          type="button"
          className={button.secondary}
          aria-label={`Edit ${member.Name}`}
          onClick={() => {
            update.reset();
            setEditing(true);
          }}
        >
          Edit
        </button>
        <button
          type="button"
          className={button.quiet}
          aria-label={`Remove ${member.Name}`}
          onClick={() => onRemove(member)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
