import type { FamilyMember } from "../../../api/FamilyMember";
import * as styles from "./badges.css";

/** The members' colours as dots; decorative, their names are said elsewhere. */
export function MemberDots({ members }: { readonly members: ReadonlyArray<FamilyMember> }) {
  if (members.length === 0) return null;
  return (
    <span className={styles.dots} aria-hidden="true">
      {members.map((member) => (
        <span key={member.Id} className={styles.dot} style={{ background: member.Color }} />
      ))}
    </span>
  );
}

/** Each member's colour dot beside their name. */
export function MemberList({
  members,
  label,
}: {
  readonly members: ReadonlyArray<FamilyMember>;
  /** The list's accessible name, e.g. "Family members". */
  readonly label?: string;
}) {
  if (members.length === 0) return null;
  return (
    <ul className={styles.people} aria-label={label}>
      {members.map((member) => (
        <li key={member.Id} className={styles.person}>
          <span className={styles.dot} style={{ background: member.Color }} aria-hidden="true" />
          {member.Name}
        </li>
      ))}
    </ul>
  );
}
