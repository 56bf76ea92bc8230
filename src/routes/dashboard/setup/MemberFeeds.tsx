import { useState } from "react";
import { Link } from "wouter";
import type { FamilyMember } from "../../../../api/FamilyMember";
import { onFamilyPlan } from "../../../../api/plans";
import { useMutation, useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { CopyField } from "../../../ui/CopyField";
import { QueryData } from "../../../ui/data/QueryData";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { feedIsOff } from "./CalendarFeedPanel";
import { SubscribeLinks } from "./SubscribeLinks";
import * as styles from "./setup.css";

/** A member's feed, read once its address is asked for: copy, subscribe, turn off, on again. */
function MemberFeed({ member }: { readonly member: FamilyMember }) {
  const query = useQuery({ kind: "memberFeed", id: member.Id });
  const rotate = useMutation("memberFeed.rotate");
  const revoke = useMutation("memberFeed.revoke");
  const feed = rotate.succeeded && rotate.output !== null ? rotate.output : query.data;
  const off = (revoke.succeeded || feedIsOff(query)) && !rotate.succeeded;
  const failure = rotate.error ?? revoke.error;

  if (query.status === "failed" && query.error?.status === 403) return <FamilyPlanNeeded />;
  if (off) {
    return (
      <div className={formStyles.inlineActions}>
        <FormNotice>
          <p>{member.Name}'s calendar feed is off.</p>
        </FormNotice>
        <button
          type="button"
          className={button.secondary}
          aria-busy={rotate.busy ? true : undefined}
          onClick={() => {
            if (rotate.busy) return;
            revoke.reset();
            rotate.submit({ id: member.Id });
          }}
        >
          Turn {member.Name}'s feed on again
        </button>
        {failure === null ? null : (
          <FormAlert>
            <p>{failureMessage(failure)}</p>
          </FormAlert>
        )}
      </div>
    );
  }
  if (feed === undefined || feed === null) {
    return (
      <QueryData query={query} what={`${member.Name}'s calendar address`}>
        {() => null}
      </QueryData>
    );
  }
  return (
    <>
      <CopyField
        label={`${member.Name}'s calendar address`}
        value={feed.url}
        description={`Only the events ${member.Name} is part of.`}
      />
      <SubscribeLinks url={feed.url} name={member.Name} />
      <div>
        <button
          type="button"
          className={button.quiet}
          aria-busy={revoke.busy ? true : undefined}
          onClick={() => {
            if (revoke.busy) return;
            rotate.reset();
            revoke.submit({ id: member.Id });
          }}
        >
          Turn off {member.Name}'s feed
        </button>
      </div>
      {failure === null ? null : (
        <FormAlert>
          <p>{failureMessage(failure)}</p>
        </FormAlert>
      )}
    </>
  );
}

function FamilyPlanNeeded() {
  return (
    <p>
      A calendar for each family member comes with the Family plan.{" "}
      <Link href="~/dashboard/subscription">See the plans</Link>
    </p>
  );
}

/** One member: their feed is made only when the parent asks for its address. */
function MemberFeedItem({ member }: { readonly member: FamilyMember }) {
  const [shown, setShown] = useState(false);
  return (
    <li className={styles.card}>
      <h4 className={styles.cardHeading}>{member.Name}</h4>
      {shown ? (
        <MemberFeed member={member} />
      ) : (
        <div>
          <button type="button" className={button.secondary} onClick={() => setShown(true)}>
            Show {member.Name}'s calendar address
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Setup → Calendar: a feed for each family member, so a child's or a
 * partner's phone shows only their own events. Each is revoked alone.
 */
export function MemberFeeds() {
  const members = useQuery({ kind: "familyMembers" });
  const subscriptions = useQuery({ kind: "subscriptions" });
  // Free is told at once, rather than refused for each member it asks about.
  const free = subscriptions.data !== undefined && !onFamilyPlan(subscriptions.data);
  return (
    <section aria-labelledby="member-feeds-heading">
      <h3 id="member-feeds-heading" className={styles.cardHeading}>
        A calendar for each of you
      </h3>
      <QueryData query={members} what="your family">
        {(family) =>
          free ? (
            <FamilyPlanNeeded />
          ) : family.length === 0 ? (
            <p className={styles.text}>
              <Link href="~/dashboard/family">Add your family</Link> to give each of them a calendar
              of their own events.
            </p>
          ) : (
            <ul className={styles.memberFeeds}>
              {family.map((member) => (
                <MemberFeedItem key={member.Id} member={member} />
              ))}
            </ul>
          )
        }
      </QueryData>
    </section>
  );
}
