import { Link } from "wouter";
import { visuallyHiddenText } from "../../ui/a11y.css";
import { Page, Section } from "../../ui/Page";
import { card, cardTitle, grid, muted } from "../../ui/page.css";
import { CallToAction, SignupActions } from "./CallToAction";
import * as styles from "./HomePage.css";

interface Benefit {
  readonly title: string;
  readonly text: string;
}

const benefits: ReadonlyArray<Benefit> = [
  {
    title: "One address for all of it",
    text: "School notices, club schedules, dentist reminders, party invitations. Forward them all to one private address.",
  },
  {
    title: "No more typing dates",
    text: "Corkboard reads the e-mail, the invitation and the PDF, and turns every date into an event.",
  },
  {
    title: "Changes follow",
    text: "When the match moves to Sunday or the trip is cancelled, the same event is updated. No duplicates.",
  },
  {
    title: "In the calendar you already use",
    text: "Events appear in Google, Outlook or Apple Calendar, tagged with the people they are for.",
  },
];

interface Step {
  readonly title: string;
  readonly text: string;
}

const steps: ReadonlyArray<Step> = [
  { title: "Forward", text: "Send school and club e-mails to your private Corkboard address." },
  { title: "We read", text: "Corkboard finds the dates, times and places, and who they are for." },
  { title: "Events appear", text: "Check the suggested events, or let Corkboard confirm them." },
  { title: "Everyone sees them", text: "The family calendar updates in the apps you already use." },
];

/** An e-mail turning into three calendar cards. Small on purpose. */
function MailToCalendar() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 240 120"
      role="img"
      aria-labelledby="hero-illustration-title"
    >
      <title id="hero-illustration-title">An e-mail turning into calendar events</title>
      <rect className={styles.envelope} x="8" y="32" width="76" height="54" rx="6" />
      <path className={styles.flap} d="M10 36 L46 64 L82 36" />
      <path className={styles.arrow} d="M98 59 H130 M121 50 L131 59 L121 68" />
      <rect className={styles.eventCard} x="146" y="10" width="86" height="28" rx="5" />
      <rect className={styles.stripeAccent} x="146" y="10" width="8" height="28" rx="3" />
      <line className={styles.eventLine} x1="162" y1="20" x2="218" y2="20" />
      <line className={styles.eventLine} x1="162" y1="29" x2="196" y2="29" />
      <rect className={styles.eventCard} x="146" y="46" width="86" height="28" rx="5" />
      <rect className={styles.stripeInk} x="146" y="46" width="8" height="28" rx="3" />
      <line className={styles.eventLine} x1="162" y1="56" x2="210" y2="56" />
      <line className={styles.eventLine} x1="162" y1="65" x2="188" y2="65" />
      <rect className={styles.eventCard} x="146" y="82" width="86" height="28" rx="5" />
      <rect className={styles.stripeMuted} x="146" y="82" width="8" height="28" rx="3" />
      <line className={styles.eventLine} x1="162" y1="92" x2="222" y2="92" />
      <line className={styles.eventLine} x1="162" y1="101" x2="200" y2="101" />
    </svg>
  );
}

export function HomePage() {
  return (
    <Page
      title="Forward the school e-mails. Get the family calendar."
      lead="Corkboard reads the notices from school, clubs and doctors, and puts every date in your family's calendar. You just forward the e-mail."
    >
      <div className={styles.heroBody}>
        <SignupActions secondaryHref="/how-it-works" secondaryLabel="See how it works" />
        <MailToCalendar />
      </div>

      <Section id="benefits" title="Less sorting, fewer surprises">
        <div className={grid}>
          {benefits.map((benefit) => (
            <article key={benefit.title} className={card}>
              <h3 className={cardTitle}>{benefit.title}</h3>
              <p className={muted}>{benefit.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="how-it-works" title="How it works">
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <li key={step.title} className={card}>
              <h3 className={styles.stepTitle}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={visuallyHiddenText}>Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className={muted}>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.teaserFooter}>
          <Link href="/how-it-works">Read the four steps in more detail</Link>
        </p>
      </Section>

      <Section id="get-started">
        <div className={styles.closing}>
          <h2 id="get-started-heading" className={styles.closingHeading}>
            Give the fridge door a rest
          </h2>
          <CallToAction secondaryHref="/pricing" secondaryLabel="Compare plans">
            Start free with your next school e-mail. Upgrade to the Family plan when you want more.
          </CallToAction>
        </div>
      </Section>
    </Page>
  );
}
