import { Link } from "wouter";
import { LegalDocument, LegalSection } from "./LegalDocument";

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The agreement between you and Corkboard, in plain language. Please read it before you use the service."
      updated="21 November 2026"
    >
      <LegalSection id="about-these-terms" title="About these terms">
        <p>
          These terms apply when you use Corkboard. “Corkboard”, “we” and “us” mean the team that
          runs the service. “You” means the person who holds the account. By creating an account or
          using Corkboard, you agree to these terms.
        </p>
        <p>
          How we handle your information is explained in our{" "}
          <Link href="/privacy">Privacy Policy</Link>, which is part of this agreement.
        </p>
      </LegalSection>

      <LegalSection id="the-service" title="The service">
        <p>
          Corkboard gives your family a private forwarding address. We read the e-mails you send to
          it from senders you have approved, suggest events from the dates we find, and show those
          events in your dashboard and in private calendar feeds that you can add to your calendar
          app.
        </p>
        <p>
          We keep improving Corkboard, so features may change over time. If we remove something
          important that you pay for, we will tell you in advance.
        </p>
      </LegalSection>

      <LegalSection id="your-account" title="Your account">
        <ul>
          <li>You must be an adult, of the age of majority where you live, to open an account.</li>
          <li>Give us accurate details, and keep your e-mail address up to date.</li>
          <li>
            Keep your password and your calendar feed links safe. You are responsible for what
            happens in your account.
          </li>
          <li>
            Tell us straight away at{" "}
            <a href="mailto:support@corkboard.app">support@corkboard.app</a> if you think someone
            else has used your account.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>Please use Corkboard only for what it is made for. In particular, do not:</p>
        <ul>
          <li>
            forward e-mails you are not entitled to share, such as someone else's private mail
            without their permission;
          </li>
          <li>send unlawful, harmful or abusive content to your forwarding address;</li>
          <li>use your forwarding address to receive spam or bulk mail;</li>
          <li>
            try to break, overload or get around the security of the service, or reach other
            people's information;
          </li>
          <li>copy, resell or build a competing service from Corkboard itself.</li>
        </ul>
      </LegalSection>

      <LegalSection id="your-content" title="Your content">
        <p>
          The e-mails you forward, the family details you add and the events in your calendar remain
          yours. We claim no ownership of them.
        </p>
        <p>
          To run Corkboard, you give us permission to store, copy, read by machine, change the
          format of and display your content, only to provide the service to you and the people you
          share your feeds with. This permission ends when you delete the content or your account,
          apart from the short periods described in our Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection id="billing" title="Plans, billing and trial">
        <ul>
          <li>
            Corkboard has a Free plan and a paid Family plan. Current prices and what each plan
            includes are on our <Link href="/pricing">pricing page</Link>. Prices are in US dollars,
            and taxes may apply.
          </li>
          <li>
            The Family plan is paid monthly or yearly, in advance, by card through our payment
            provider, Stripe.
          </li>
          <li>
            The Family plan starts with a 14-day free trial. If you do not cancel before the trial
            ends, your subscription begins and your first payment is taken.
          </li>
          <li>
            Your subscription renews automatically at the end of each month or year until you
            cancel.
          </li>
          <li>
            You can cancel at any time in Manage Subscription. Cancelling takes effect at the end of
            the period you have already paid for. Until then you keep the Family plan; after that,
            your account moves to the Free plan.
          </li>
          <li>
            If we change a price, we will tell you before it applies to you, so you have time to
            cancel if you wish.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="refunds" title="Refunds">
        <p>
          Because you can cancel at any time and keep the plan until the end of the period, we do
          not refund part-used months or years. If you were charged by mistake, for example twice
          for the same period, write to us and we will put it right. Nothing here takes away a right
          to a refund that the law where you live gives you.
        </p>
      </LegalSection>

      <LegalSection id="referrals" title="Referral credits">
        <ul>
          <li>
            A friend who joins through your referral link gets 50% off their first month of the
            Family plan.
          </li>
          <li>Once they subscribe, you receive one free month of the Family plan.</li>
          <li>
            Referral credits have no cash value and cannot be transferred or exchanged for money.
          </li>
          <li>
            Referring yourself, or using fake accounts to collect credits, is not allowed. We may
            remove credits gained that way.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="accuracy" title="Accuracy of events">
        <p>
          Corkboard reads e-mails by machine. It gets most dates right, but it can misread an
          unusual e-mail, miss a date, or pick the wrong family member. Each event links back to the
          e-mail it came from.
        </p>
        <p>
          Please check important dates, such as exams, appointments and travel, against the original
          message. Corkboard helps you keep track, but it does not replace your own judgement, and
          we are not liable for events that are missed, late or wrong.
        </p>
      </LegalSection>

      <LegalSection id="availability" title="Availability">
        <p>
          We work to keep Corkboard running at all times, but we cannot promise that it will never
          be interrupted. We may need short breaks for maintenance, and e-mail or calendar providers
          outside our control can delay updates. Calendar apps also decide for themselves how often
          they check your feed.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="Ending the agreement">
        <p>
          You can stop using Corkboard and delete your account at any time. What happens to your
          information then is described in our Privacy Policy.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or
          where the law requires it. Unless it would be unlawful or put others at risk, we will tell
          you first and give you a chance to take a copy of your information.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Our liability">
        <p>
          As far as the law allows, Corkboard is provided as it is. We are not liable for indirect
          losses, such as a missed event, a lost booking or a lost opportunity.
        </p>
        <p>
          As far as the law allows, our total liability to you for any claim is limited to the
          amount you paid us in the 12 months before the claim. Nothing in these terms limits
          liability that cannot be limited by law, or takes away your rights as a consumer.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to these terms">
        <p>
          When we change these terms, we update the date at the top of this page. If a change
          matters to you, we tell you by e-mail or in the app before it takes effect. If you do not
          agree with the new terms, you can cancel and delete your account before then.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="Governing law">
        <p>
          These terms are governed by the law of the place where Corkboard is established. If you
          use Corkboard as a consumer, you also keep the protection of the laws where you live, and
          you can bring a claim in the courts there.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          Questions about these terms, your account or billing? Write to{" "}
          <a href="mailto:support@corkboard.app">support@corkboard.app</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
