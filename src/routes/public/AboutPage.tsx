import { Link } from "wouter";
import { button } from "../../ui/button.css";
import { Page, Section } from "../../ui/Page";
import { actions, card, cardTitle, grid, muted, prose } from "../../ui/page.css";

export function AboutPage() {
  return (
    <Page
      title="About Corkboard"
      lead="We built Corkboard for parents who spend their evenings copying dates out of e-mails."
    >
      <Section id="why" title="Why Corkboard exists">
        <div className={prose}>
          <p>
            Family life arrives by e-mail. The school sends a newsletter with six dates in it. The
            swimming club moves training. The dentist confirms an appointment, and a party
            invitation comes with a PDF attached. Each one matters, and each one is easy to miss.
          </p>
          <p>
            Most parents keep it all together by hand: reading, copying, reminding. The kitchen
            corkboard used to hold those notices. Now they are buried in an inbox, between
            everything else.
          </p>
          <p>
            Corkboard takes that job off your hands. You forward the e-mail, and the dates land in
            the calendar your family already uses, marked with who they are for.
          </p>
        </div>
      </Section>

      <Section id="beliefs" title="What we believe">
        <div className={grid}>
          <article className={card}>
            <h3 className={cardTitle}>Your mail is yours</h3>
            <p className={muted}>
              We never ask for access to your inbox. We only see what you choose to forward, we
              never sell it, and we never use it for advertising.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Deleting means deleted</h3>
            <p className={muted}>
              Delete an e-mail, with its events if you like, or a family member whenever you like.
              When you delete your account, your family's information goes with it.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>Plain language</h3>
            <p className={muted}>
              Busy parents should not need a manual. We write the app, our help and our policies in
              words anyone can follow.
            </p>
          </article>
          <article className={card}>
            <h3 className={cardTitle}>You have the last word</h3>
            <p className={muted}>
              Corkboard suggests, you decide. New senders wait for your approval, and any event can
              be changed or removed.
            </p>
          </article>
        </div>
      </Section>

      <Section id="team" title="Who we are">
        <div className={prose}>
          <p>
            Corkboard is made by a small team. The people who build it also answer the support
            e-mails, so what you tell us reaches the people who can change it.
          </p>
          <p>
            Questions, ideas or something that did not work as it should? Write to us at{" "}
            <a href="mailto:support@corkboard.app">support@corkboard.app</a>.
          </p>
          <div className={actions}>
            <Link href="/how-it-works" className={button.primary}>
              See how it works
            </Link>
            <Link href="/privacy" className={button.secondary}>
              Read our privacy policy
            </Link>
          </div>
        </div>
      </Section>
    </Page>
  );
}
