import { Link } from "wouter";
import { LegalDocument, LegalSection } from "./LegalDocument";

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What Corkboard collects, why, how long we keep it, and how you stay in control. Written to be read, not skimmed past."
      updated="26 November 2026"
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Corkboard is a service that turns the e-mails you forward into your family's calendar. In
          this policy, “Corkboard”, “we” and “us” mean the team that runs Corkboard and is
          responsible for your information. “You” means the person with a Corkboard account.
        </p>
        <p>
          If anything here is unclear, write to us at{" "}
          <a href="mailto:privacy@corkboard.app">privacy@corkboard.app</a>.
        </p>
      </LegalSection>

      <LegalSection id="short-version" title="The short version">
        <ul>
          <li>We only see the e-mails you forward to us. We never get access to your inbox.</li>
          <li>We use your information to run Corkboard for you, and for nothing else.</li>
          <li>
            We do not sell it, we do not show ads, and we do not use it to train other companies' AI
            models.
          </li>
          <li>
            The original of each forwarded e-mail, attachments included, is deleted 30 days after it
            arrives. You can delete any e-mail sooner, and your whole account at any time.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Your account.</strong> Your e-mail address, your password (stored only in a
            scrambled form we cannot read back), your preferences such as your time zone, and your
            two-step sign-in settings if you turn them on.
          </li>
          <li>
            <strong>Sign-in with Microsoft or Google.</strong> If you choose to sign in this way, we
            receive only your basic profile: your name, e-mail address and an account identifier. We
            never get your password there, and no access to your mail, files or contacts.
          </li>
          <li>
            <strong>The e-mails you forward.</strong> The whole message: who sent it, the subject,
            the text and any attachments, such as PDFs and calendar invitations.
          </li>
          <li>
            <strong>Your family.</strong> The names of your family members, how they are related to
            you and the colour you choose for each. If you decide to add them, also their birth
            dates and e-mail addresses.
          </li>
          <li>
            <strong>Your calendar.</strong> The events we make from your e-mails, the changes you
            make to them, and the senders you have approved.
          </li>
          <li>
            <strong>Payments.</strong> If you subscribe, Stripe handles the payment. We receive your
            plan, your billing status and a short description of your card, such as its brand and
            last four digits. We never see or store your full card number.
          </li>
          <li>
            <strong>Technical records.</strong> To limit attempts to sign in, we count requests by
            IP address, and we note the IP address of each two-step sign-in check. We use them to
            keep Corkboard secure.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="what-we-do-not-do" title="What we do not do">
        <ul>
          <li>
            We do not access your inbox. Corkboard never asks for permission to read your mailbox.
            It only sees the e-mails you forward, by hand or through a rule you set up.
          </li>
          <li>We do not sell your information, or give it away, to anyone.</li>
          <li>
            We do not show advertising, and we do not use your information to target advertising
            anywhere else.
          </li>
          <li>
            We do not let other companies train their AI models on your e-mails, and we do not hand
            your e-mails to anyone for that purpose.
          </li>
          <li>
            People at Corkboard do not read your e-mails. The only exceptions are when you ask us to
            look at one to help you, when we must investigate abuse of the service, or when the law
            requires it.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="why" title="Why we use your information">
        <p>Data protection law asks us to name a reason, or “legal basis”, for each use.</p>
        <ul>
          <li>
            <strong>To provide the service you signed up for.</strong> Reading the e-mails you
            forward, making events, running your calendar feeds, signing you in and taking payment.
            This is needed to fulfil our agreement with you.
          </li>
          <li>
            <strong>To keep Corkboard safe and working.</strong> Preventing abuse, protecting
            accounts and fixing problems. This is our legitimate interest, and we keep it
            proportionate to your rights.
          </li>
          <li>
            <strong>To meet our legal duties.</strong> Keeping billing records for tax and answering
            lawful requests from authorities.
          </li>
          <li>
            <strong>With your consent.</strong> Where we ask for your permission for something, you
            can withdraw it at any time, and we stop.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <ul>
          <li>
            <strong>The original message</strong> of each forwarded e-mail, attachments included, is
            deleted 30 days after it arrives, unless you delete the e-mail sooner. An e-mail still
            waiting for your approval, or for an upgrade, by then is never read.
          </li>
          <li>
            <strong>What we read from an e-mail</strong>: its sender, subject, text and the names of
            its attachments stay with the e-mail in your dashboard until you delete it or your
            account.
          </li>
          <li>
            <strong>Events, family members and your settings</strong> are kept until you delete them
            or delete your account.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="deletion" title="Deleting your information">
        <p>
          You can delete any e-mail or family member from your dashboard at any time. Deleting a
          forwarded e-mail removes the original message, attachments included. The events it created
          stay on your calendar, unless you choose to delete them with it.
        </p>
        <p>
          You can also delete your whole account in Preferences, after typing your e-mail address.
          Any subscription is cancelled with Stripe first. Then everything connected to your account
          is deleted at once: your e-mails and their originals, events, family members, calendar
          feed, settings, sign-in details and our billing records about you. Every device you were
          signed in on is signed out.
        </p>
      </LegalSection>

      <LegalSection id="sub-processors" title="Who helps us run Corkboard">
        <p>
          A few companies process information for us. They may only use it to provide their service
          to us, and never for their own purposes.
        </p>
        <ul>
          <li>
            <strong>Our hosting and database provider</strong> runs our servers and stores your
            information.
          </li>
          <li>
            <strong>Stripe</strong> handles payments for the Family plan.
          </li>
          <li>
            <strong>Our e-mail delivery provider</strong> sends account e-mails, such as sign-up
            confirmations and password resets.
          </li>
          <li>
            <strong>Microsoft and Google</strong> take part only when you choose to sign in with
            their accounts.
          </li>
        </ul>
        <p>
          Some of these providers may process information in other countries. Where they do, we rely
          on the safeguards that data protection law provides for such transfers. Ask us at{" "}
          <a href="mailto:privacy@corkboard.app">privacy@corkboard.app</a> for the current list of
          providers.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children's information">
        <p>
          Corkboard is for parents and guardians. Children do not have accounts, and we do not
          collect information from children directly.
        </p>
        <p>
          The information about your children comes from you: the details you add for each family
          member, and the e-mails you forward that mention them. We use it only to put the right
          events on the right person's calendar. You can change or remove it at any time.
        </p>
      </LegalSection>

      <LegalSection id="security" title="Keeping your information safe">
        <ul>
          <li>Every connection to Corkboard is encrypted.</li>
          <li>Passwords are stored only in a scrambled form that cannot be read back.</li>
          <li>
            You can add two-step sign-in with an authenticator app, with ten recovery codes in case
            you lose your phone. We keep those codes only in a scrambled form.
          </li>
          <li>Only the few people who need it to run the service can reach your information.</li>
          <li>
            Your calendar feed addresses are private and hard to guess. Anyone who has the link can
            see the events in it, so share it only with people you trust.
          </li>
        </ul>
        <p>
          If a security incident ever affects your information, we will tell you, and the
          authorities where the law requires it, without delay.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and browser storage">
        <p>
          We use your browser's storage only to keep you signed in and to remember your settings. If
          you sign in with Microsoft, its sign-in tool stores a small cookie and some data in your
          browser for the same purpose. We use no advertising or tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>You have the right to:</p>
        <ul>
          <li>see the information we hold about you;</li>
          <li>correct it if it is wrong;</li>
          <li>receive a copy of it in a common format, to take elsewhere;</li>
          <li>have it deleted;</li>
          <li>object to, or ask us to limit, how we use it.</li>
        </ul>
        <p>
          You can do most of this yourself in your dashboard. For anything else, write to{" "}
          <a href="mailto:privacy@corkboard.app">privacy@corkboard.app</a> and we will answer within
          one month. You can also complain to the data protection authority where you live.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          When we change this policy, we update the date at the top of this page. If a change
          matters for how we use your information, we tell you by e-mail or in the app before it
          takes effect.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          For anything about your privacy, write to{" "}
          <a href="mailto:privacy@corkboard.app">privacy@corkboard.app</a>. For everything else, see
          our <Link href="/faq">frequently asked questions</Link> or the{" "}
          <Link href="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
