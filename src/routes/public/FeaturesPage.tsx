import { Page, Section } from "../../ui/Page";
import { card, cardTitle, grid, muted } from "../../ui/page.css";
import { CallToAction } from "./CallToAction";
import * as styles from "./FeaturesPage.css";

export function FeaturesPage() {
  return (
    <Page
      title="Features"
      lead="Everything Corkboard does is there to save you from copying dates by hand, and to keep your family's information where it belongs."
    >
      <Section id="reading" title="It reads the mail you really get">
        <div className={grid}>
          <article className={card}>
            <h3 className={cardTitle}>Trusted senders</h3>
            <p className={muted}>
              Mail from a sender you know is read straight away. An e-mail from a new sender waits
              for one tap of approval, so nothing lands in your calendar without your say.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Changes follow</h3>
            <p className={muted}>
              When the coach writes “moved to Sunday” or the school says “cancelled”, Corkboard
              updates the event you already have. No duplicates, no stale dates.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Reads what parents really get</h3>
            <p className={muted}>Not just tidy invitations. Corkboard understands:</p>
            <ul className={styles.list}>
              <li>calendar invitations (.ics files)</li>
              <li>ticket and booking e-mails</li>
              <li>newsletters with many dates</li>
              <li>long forwarded chains</li>
              <li>PDF letters and timetables</li>
            </ul>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Family members tagged for you</h3>
            <p className={muted}>
              Corkboard works out who each event is for, from names, classes and teams, and tags
              them. Each person has their own colour, so you can see at a glance whose day is busy.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Time zones handled</h3>
            <p className={muted}>
              Events are saved in your family's time zone. A trip abroad or a sender in another
              country still ends up at the right time in your calendar.
            </p>
          </article>
        </div>
      </Section>

      <Section id="sharing" title="It fits the way your family works">
        <div className={grid}>
          <article className={card}>
            <h3 className={cardTitle}>A private calendar feed for each member</h3>
            <p className={muted}>
              Subscribe in Google Calendar, Outlook or Apple Calendar. On the Family plan, everyone
              gets their own feed with only their events, and one feed shows the whole family.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Private by design</h3>
            <p className={muted}>
              Corkboard never asks for access to your inbox. It only sees what you forward. Delete
              an e-mail at any time and the original message is gone too.
            </p>
          </article>
        </div>
      </Section>

      <Section id="start" title="See it with your own e-mails">
        <CallToAction secondaryHref="/pricing" secondaryLabel="See pricing">
          The Free plan is enough to try Corkboard on a few real school e-mails. The Family plan
          adds unlimited e-mails and a feed for everyone.
        </CallToAction>
      </Section>
    </Page>
  );
}
