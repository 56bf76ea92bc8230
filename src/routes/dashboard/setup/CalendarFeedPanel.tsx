import { useState } from "react";
import type { CalendarFeed } from "../../../../api/CalendarFeed";
import { useMutation, useQuery } from "../../../data/hooks";
import type { QueryView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { CopyField } from "../../../ui/CopyField";
import { QueryData } from "../../../ui/data/QueryData";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { SubscribeLinks } from "./SubscribeLinks";
import * as styles from "./setup.css";

/** The later of two versions of the feed (the store's, and the one a rotation answered). */
export function newestFeed(a: CalendarFeed | null, b: CalendarFeed | null): CalendarFeed | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a;
}

/** A feed read that answered 404: there is no feed, it was turned off. */
export function feedIsOff(query: QueryView<CalendarFeed>): boolean {
  return query.status === "failed" && query.error?.status === 404;
}

function sameFeed(a: CalendarFeed | null, b: CalendarFeed): boolean {
  return a !== null && a.url === b.url && a.createdAt === b.createdAt;
}

type Question = "rotate" | "revoke";

/**
 * Setup → Calendar's feed: the address with Copy, a new address (the old
 * one stops working) and turning the feed off, each asked first with the
 * failure shown in the question. The mutations live here, above the
 * address, because turning off takes the feed out of the store at once.
 */
export function CalendarFeedPanel() {
  const query = useQuery({ kind: "calendarFeed" });
  const rotate = useMutation("calendarFeed.rotate");
  const revoke = useMutation("calendarFeed.revoke");
  const [question, setQuestion] = useState<Question | null>(null);
  const [reviving, setReviving] = useState(false);
  const [lastSeen, setLastSeen] = useState<CalendarFeed | null>(null);

  // Remember the last address shown, so the question stays readable while the feed goes.
  if (query.data !== undefined && !sameFeed(lastSeen, query.data)) setLastSeen(query.data);

  const revived = reviving && rotate.succeeded;
  const off = (revoke.succeeded || feedIsOff(query)) && !revived;
  const feed = newestFeed(query.data ?? lastSeen, rotate.succeeded ? rotate.output : null);
  const asking =
    (question === "rotate" && !rotate.succeeded) || (question === "revoke" && !revoke.succeeded);

  const ask = (next: Question) => {
    rotate.reset();
    revoke.reset();
    setReviving(false);
    setQuestion(next);
  };
  const close = () => {
    setQuestion(null);
    rotate.reset();
    revoke.reset();
  };

  if (off) {
    return (
      <div className={styles.card}>
        <FormNotice>
          <p>
            Your calendar feed is off. Calendar apps that used it no longer get updates, so you can
            remove the calendar from them.
          </p>
        </FormNotice>
        {rotate.error === null ? null : (
          <FormAlert>
            <p>The feed could not be turned on. {failureMessage(rotate.error)}</p>
          </FormAlert>
        )}
        <div>
          <button
            type="button"
            className={button.primary}
            aria-busy={rotate.busy ? true : undefined}
            onClick={() => {
              if (rotate.busy) return;
              setQuestion(null);
              setReviving(true);
              rotate.submit(undefined);
            }}
          >
            {rotate.busy ? "Turning on…" : "Turn the feed on again"}
          </button>
        </div>
      </div>
    );
  }

  if (feed === null) {
    return (
      <QueryData
        query={query}
        what="your calendar address"
        loadingMessage="Loading your calendar address"
      >
        {() => null}
      </QueryData>
    );
  }

  return (
    <div className={styles.card}>
      <CopyField
        label="Your calendar address"
        value={feed.url}
        description="Private: anyone with this address can see your family's events."
      />
      <SubscribeLinks url={feed.url} />
      <p>
        {feed.lastFetchedAt === null
          ? "No calendar app has read this address yet. Add it with the steps below."
          : `A calendar app last read it on ${new Date(feed.lastFetchedAt).toLocaleString()}.`}
      </p>
      {revived ? (
        <FormNotice>
          <p>Your calendar feed is on again, with a new address.</p>
        </FormNotice>
      ) : question === "rotate" && rotate.succeeded ? (
        <FormNotice>
          <p>Your calendar has a new address. Give it to your calendar apps again.</p>
        </FormNotice>
      ) : null}
      <div className={formStyles.inlineActions}>
        <button type="button" className={button.secondary} onClick={() => ask("rotate")}>
          Get a new address
        </button>
        <button type="button" className={button.quiet} onClick={() => ask("revoke")}>
          Turn off
        </button>
      </div>
      {asking && question === "rotate" ? (
        <ConfirmDialog
          title="Get a new calendar address?"
          confirmLabel="Get a new address"
          busyLabel="Getting a new address…"
          busy={rotate.busy}
          error={
            rotate.error === null ? undefined : (
              <FormAlert>
                <p>You still have the old address. {failureMessage(rotate.error)}</p>
              </FormAlert>
            )
          }
          onConfirm={() => rotate.submit(undefined)}
          onCancel={close}
        >
          <p>
            The current address stops working straight away. Calendar apps that use it stop getting
            updates until you give them the new one.
          </p>
        </ConfirmDialog>
      ) : null}
      {asking && question === "revoke" ? (
        <ConfirmDialog
          title="Turn off the calendar feed?"
          confirmLabel="Turn off"
          busyLabel="Turning off…"
          busy={revoke.busy}
          destructive
          error={
            revoke.error === null ? undefined : (
              <FormAlert>
                <p>The feed is still on. {failureMessage(revoke.error)}</p>
              </FormAlert>
            )
          }
          onConfirm={() => revoke.submit(undefined)}
          onCancel={close}
        >
          <p>
            The address stops working, and calendar apps that use it stop getting updates. Your
            events stay in Corkboard, and you can turn the feed on again with a new address.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
