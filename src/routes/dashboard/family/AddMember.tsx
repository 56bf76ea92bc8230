import { useState } from "react";
import type { FamilyMember } from "../../../../api/FamilyMember";
import { useMutation } from "../../../data/hooks";
import { FormNotice } from "../../../ui/form/FormAlert";
import * as styles from "./family.css";
import { MemberForm } from "./MemberForm";
import { emptyDraft } from "./memberDraft";
import { nextColor } from "./palette";

/**
 * The Add form under the list. After each member is added the form starts
 * afresh (with the next free colour), and a notice says who was added.
 */
export function AddMember({ members }: { readonly members: ReadonlyArray<FamilyMember> }) {
  const add = useMutation("familyMember.add");
  const [formKey, setFormKey] = useState(0);
  const [seenId, setSeenId] = useState<string | null>(null);

  // A new result means the last member was added: start a blank form (React's
  // "adjust state while rendering", so no effect runs after the fact).
  if (add.output !== null && add.output.Id !== seenId) {
    setSeenId(add.output.Id);
    setFormKey((key) => key + 1);
  }

  const nobodyYet = members.length === 0;
  const title = nobodyYet ? "Add your first family member" : "Add a family member";
  return (
    <section className={styles.addCard} aria-labelledby="add-member-heading">
      <h2 id="add-member-heading" className={styles.cardHeading}>
        {title}
      </h2>
      {add.succeeded && add.output !== null ? (
        <FormNotice>
          <p>{add.output.Name} is in your family now.</p>
        </FormNotice>
      ) : null}
      <MemberForm
        key={formKey}
        label={title}
        initial={emptyDraft(nextColor(members), nobodyYet ? "self" : "child")}
        submitLabel="Add to family"
        busyLabel="Adding…"
        busy={add.busy}
        failure={add.error}
        onEdit={add.reset}
        onSubmit={add.submit}
      />
    </section>
  );
}
