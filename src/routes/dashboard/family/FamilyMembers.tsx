import { useCallback, useState } from "react";
import type { FamilyMember } from "../../../../api/FamilyMember";
import { useMutation } from "../../../data/hooks";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { AddMember } from "./AddMember";
import * as styles from "./family.css";
import { MemberItem } from "./MemberItem";

export const EMPTY_FAMILY_MESSAGE =
  "Add the people in your family so events can say who they are for.";

/**
 * The family: the members as cards (each edited in place), removal behind
 * a confirmation, and the Add form. The removal lives here rather than in
 * the card, because the card is gone the moment the removal starts.
 */
export function FamilyMembers({ members }: { readonly members: ReadonlyArray<FamilyMember> }) {
  const remove = useMutation("familyMember.remove");
  const [confirming, setConfirming] = useState<FamilyMember | null>(null);
  const dialogOpen = confirming !== null && !remove.succeeded;
  const focusList = useCallback(
    () => document.getElementById("family-members-heading") as HTMLElement | null,
    [],
  );

  return (
    <div className={styles.layout}>
      <section className={styles.listSection} aria-labelledby="family-members-heading">
        <h2 id="family-members-heading" tabIndex={-1} className={styles.cardHeading}>
          Your family
        </h2>
        {remove.succeeded && confirming !== null ? (
          <FormNotice>
            <p>{confirming.Name} is no longer in your family.</p>
          </FormNotice>
        ) : null}
        {members.length === 0 ? (
          <p className={styles.empty}>{EMPTY_FAMILY_MESSAGE}</p>
        ) : (
          <ul className={styles.list} aria-label="Family members">
            {members.map((member) => (
              <MemberItem
                key={member.Id}
                member={member}
                onRemove={(chosen) => {
                  remove.reset();
                  setConfirming(chosen);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <AddMember members={members} />
      {dialogOpen && confirming !== null ? (
        <ConfirmDialog
          title={`Remove ${confirming.Name} from your family?`}
          confirmLabel={`Remove ${confirming.Name}`}
          busyLabel="Removing…"
          busy={remove.busy}
          destructive
          fallbackFocus={focusList}
          error={
            remove.error === null ? undefined : (
              <FormAlert>
                <p>
                  {confirming.Name} could not be removed. {failureMessage(remove.error)}
                </p>
              </FormAlert>
            )
          }
          onConfirm={() => remove.submit({ id: confirming.Id })}
          onCancel={() => {
            setConfirming(null);
            remove.reset();
          }}
        >
          <p>
            {confirming.Name} is taken off every event they are on. The events themselves stay on
            your calendar.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
