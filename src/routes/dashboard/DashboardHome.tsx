import { Link } from "wouter";
import type { CalendarFeed } from "../../../api/CalendarFeed";
import type { EmailSummary } from "../../../api/Email";
import type { FamilyMember } from "../../../api/FamilyMember";
import type { Preferences } from "../../../api/Preferences";
import { useQuery } from "../../data/hooks";
import type { QueryView } from "../../data/hooks.types";
import { useAuthView } from "../../runtime/hooks";
import { visuallyHiddenText } from "../../ui/a11y.css";
import { button } from "../../ui/button.css";
import { buildAgenda, dayKeyInZone, type WeekStartsOn, weekRange } from "../../ui/calendar/dates";
import { EventAgenda } from "../../ui/calendar/EventAgenda";
import { RecentEmails } from "../../ui/email/RecentEmails";
import { Page, Section } from "../../ui/Page";
import * as pageStyles from "../../ui/page.css";
import * as styles from "./dashboardHome.css";
import { PreloadedEmailLink } from "./email/links";
import { useFamilyCalendar, useMembersById } from "./event/familyCalendar";
import { PreloadedEventLink } from "./event/links";

/** One step of getting set up; `done` is null while it is not known yet. */
export interface SetupStep {
  readonly id: "family" | "senders" | "calendar" | "forward";
  readonly title: string;
  readonly hint: string;
  readonly href: string;
  readonly done: boolean | null;
}

type Known<T> = Pick<QueryView<T>, "status" | "data">;

function known<T>(query: Known<T>, test: (data: T) => boolean): boolean | null {
  if (query.status === "ready" && query.data !== undefined) return test(query.data);
  return null;
}

/** The setup checklist's steps, each done or not by what the family's data shows. */
export function setupSteps(reads: {
  readonly familyMembers: Known<ReadonlyArray<FamilyMember>>;
  readonly preferences: Known<Preferences>;
  readonly calendarFeed: Known<CalendarFeed>;
  readonly emails: Known<ReadonlyArray<EmailSummary>>;
}): SetupStep[] {
  return [
    {
      id: "family",
      title: "Add your family",
      hint: "So each event can say who it is for, in their colour.",
      href: "~/dashboard/family",
      done: known(reads.familyMembers, (members) => members.length > 0),
    },
    {
      id: "senders",
      title: "Add trusted senders",
      hint: "The school and clubs whose e-mails Corkboard reads straight away.",
      href: "~/dashboard/setup/contacts",
      done: known(reads.preferences, (preferences) => preferences.trustedSenders.length > 0),
    },
    {
      id: "calendar",
      title: "Add the calendar feed to your calendar app",
      hint: "Google, Outlook or Apple Calendar then show your events too.",
      href: "~/dashboard/setup/calendar",
      // Done once a calendar app has read the feed; a feed turned off (404) is not done.
      done:
        reads.calendarFeed.status === "failed"
          ? false
          : known(reads.calendarFeed, (feed) => feed.lastFetchedAt !== null),
    },
    {
      id: "forward",
      title: "Forward your first e-mail",
      hint: "Send a school e-mail on to your Corkboard address.",
      href: "~/dashboard/setup/forwarder",
      done: known(reads.emails, (emails) => emails.length > 0),
    },
  ];
}

/** Setup is complete when every step is known to be done. */
export function isSetupComplete(steps: ReadonlyArray<SetupStep>): boolean {
  return steps.every((step) => step.done === true);
}

/** What is left to do to get the family calendar going, each step linking to its page. */
export function SetupChecklist({ steps }: { readonly steps: ReadonlyArray<SetupStep> }) {
  const doneCount = steps.filter((step) => step.done === true).length;
  return (
    <Section title="Get set up" id="setup-checklist">
      <div className={styles.checklist}>
        <p className={styles.progress}>
          {doneCount} of {steps.length} steps done
        </p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step}>
              <span
                className={step.done === true ? `${styles.mark} ${styles.markDone}` : styles.mark}
                aria-hidden="true"
              >
                {step.done === true ? "✓" : ""}
              </span>
              <span className={styles.stepText}>
                <Link
                  href={step.href}
                  className={
                    step.done === true ? `${styles.stepLink} ${styles.stepDone}` : styles.stepLink
                  }
                >
                  {step.title}
                </Link>
                <span className={visuallyHiddenText}>
                  {step.done === true ? " (done)" : step.done === false ? " (to do)" : ""}
                </span>
                <p className={styles.stepHint}>{step.hint}</p>
              </span>
            </li>
          ))}
        </ol>
        <div className={pageStyles.actions}>
          <Link href="~/dashboard/setup?welcome=true" className={button.primary}>
            Start setup
          </Link>
          <Link href="~/dashboard/profile" className={button.secondary}>
            Turn on two-step sign-in
          </Link>
        </div>
      </div>
    </Section>
  );
}

/** `/dashboard`: a greeting, setup until it is done, this week's events and the latest e-mails. */
export function DashboardHome() {
  const { userLabel } = useAuthView();
  const preferences = useQuery({ kind: "preferences" });
  const familyMembers = useQuery({ kind: "familyMembers" });
  const emails = useQuery({ kind: "emails" });
  const calendarFeed = useQuery({ kind: "calendarFeed" });
  const { timeZone } = useFamilyCalendar();
  const steps = setupSteps({ familyMembers, preferences, calendarFeed, emails });
  const complete = isSetupComplete(steps);
  return (
    <Page
      title={`Hello, ${userLabel}`}
      lead={
        complete ? "Here is your family's week." : "Here is how to get your family calendar going."
      }
    >
      {complete ? null : <SetupChecklist steps={steps} />}
      <Section title="This week" id="this-week">
        {preferences.data === undefined ? (
          <p className={styles.muted} role="status">
            {preferences.status === "failed"
              ? "This week's events could not be loaded."
              : "Loading this week…"}
          </p>
        ) : (
          <ThisWeek
            timeZone={preferences.data.timezone}
            weekStartsOn={preferences.data.weekStartsOn}
          />
        )}
      </Section>
      <Section title="Recent e-mails" id="recent-emails">
        <RecentEmails emails={emails} timeZone={timeZone} emailLink={PreloadedEmailLink} />
      </Section>
    </Page>
  );
}

/** The family's current week, Monday (or their first weekday) to Sunday, in their zone. */
function ThisWeek({
  timeZone,
  weekStartsOn,
}: {
  readonly timeZone: string;
  readonly weekStartsOn: WeekStartsOn;
}) {
  const now = Date.now();
  const week = weekRange(now, timeZone, weekStartsOn);
  const events = useQuery({ kind: "events", from: week.from, to: week.to });
  const members = useMembersById();
  const today = dayKeyInZone(now, timeZone);
  if (events.status === "loading") {
    return (
      <p className={styles.muted} role="status">
        Loading this week…
      </p>
    );
  }
  if (events.status === "failed" || events.data === undefined) {
    return (
      <div className={styles.week}>
        <p className={styles.muted}>This week's events could not be loaded.</p>
        <div>
          <button type="button" className={button.secondary} onClick={events.refetch}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const shown = events.data.filter((event) => event.status !== "dismissed");
  // Grouped from the week's first day, so an event that began last week sits on Monday.
  const groups = buildAgenda(shown, timeZone, week.days[0] ?? today).upcoming;
  const suggested = shown.filter((event) => event.status === "suggested").length;
  return (
    <div className={styles.week}>
      {suggested === 0 ? null : (
        <p className={styles.suggested}>
          {suggested === 1
            ? "1 event this week is only suggested: "
            : `${suggested} events this week are only suggested: `}
          <Link href="~/dashboard/event?review=1">review {suggested === 1 ? "it" : "them"}</Link>
        </p>
      )}
      {groups.length === 0 ? (
        <p className={styles.muted}>Nothing on this week.</p>
      ) : (
        <EventAgenda
          groups={groups}
          today={today}
          timeZone={timeZone}
          members={members}
          eventLink={PreloadedEventLink}
        />
      )}
      <p>
        <Link href="~/dashboard/event">All events</Link>
        {" · "}
        <Link href="~/dashboard/event?view=month">Month view</Link>
      </p>
    </div>
  );
}
