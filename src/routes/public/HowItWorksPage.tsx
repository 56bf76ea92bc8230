import type { ReactNode } from "react";
import { visuallyHiddenText } from "../../ui/a11y.css";
import { Page, Section } from "../../ui/Page";
import { card, cardTitle, grid, muted } from "../../ui/page.css";
import { CallToAction } from "./CallToAction";
import * as styles from "./HowItWorksPage.css";

interface StepProps {
  readonly number: number;
  readonly title: string;
  readonly children: ReactNode;
}

/** One numbered step; screen readers hear the number as part of the heading. */
function Step({ number, title, children }: StepProps) {
  return (
    <li className={styles.step}>
      <span className={styles.stepNumber} aria-hidden="true">
        {number}
      </span>
      <div className={styles.stepBody}>
        <h3 className={styles.stepTitle}>
          <span className={visuallyHiddenText}>{`Step ${number}: `}</span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}

export function HowItWorksPage() {
  return (
    <Page
      title="How it works"
      lead="Four steps from a crowded inbox to a calendar the whole family can see. You forward, Corkboard does the rest."
    >
      <Section id="steps" title="The four steps">
        <ol className={styles.stepList}>
          <Step number={1} title="You forward the e-mail">
            <p>
              Sign up and add the people in your family. Corkboard gives you a private forwarding
              address, just for your family.
            </p>
            <p>
              Forward any e-mail with a date in it: a school notice, a match schedule, a dentist
              reminder, a party invitation. Tired of forwarding by hand? Set up an auto-forward rule
              in your mail app, for example for everything from the school office, and those e-mails
              reach Corkboard on their own.
            </p>
          </Step>
          <Step number={2} title="We read it">
            <p>
              First, Corkboard checks who the e-mail is from. Mail from a trusted sender is read
              straight away. The first e-mail from a new sender waits for one tap of approval, so
              nothing unexpected ends up in your calendar.
            </p>
            <p>
              Then it finds the dates, times and places, in the message itself and in attached
              invitations and PDFs. It also works out which family member each date is about.
            </p>
          </Step>
          <Step number={3} title="Events appear">
            <p>
              Each date becomes a suggested event in your dashboard. Confirm it with one tap, change
              the details, or dismiss it. If you prefer, let Corkboard confirm events for you.
            </p>
            <p>
              When a later e-mail moves or cancels something, Corkboard updates the same event. You
              never end up with two versions of the same match.
            </p>
          </Step>
          <Step number={4} title="The family sees them">
            <p>
              Confirmed events show up in your dashboard, each in the colour of the family member it
              is for. They also reach the calendar app you already use, through a private iCalendar
              feed.
            </p>
            <p>
              Subscribe to the feed once in Google Calendar, Outlook or Apple Calendar, and new
              events arrive by themselves. On the Family plan, each family member gets their own
              feed.
            </p>
          </Step>
        </ol>
      </Section>

      <Section id="good-to-know" title="Good to know">
        <div className={grid}>
          <article className={card}>
            <h3 className={cardTitle}>Only what you send</h3>
            <p className={muted}>
              Corkboard never connects to your inbox. It only sees the e-mails you forward to it.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>You stay in charge</h3>
            <p className={muted}>
              Approve senders, edit events and delete any e-mail at any time. Deleting an e-mail
              removes the original message too.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Works with your calendar</h3>
            <p className={muted}>
              The feed is a standard calendar subscription, so it works with Google, Outlook and
              Apple Calendar on phones and computers.
            </p>
          </article>
        </div>
      </Section>

      <Section id="start" title="Try it with your next school e-mail">
        <CallToAction secondaryHref="/features" secondaryLabel="See all features">
          Sign up, forward one e-mail, and see the dates appear. It takes a few minutes.
        </CallToAction>
      </Section>
    </Page>
  );
}
