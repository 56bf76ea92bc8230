/**
 * The FAQ's questions and answers, by topic: the public FAQ page shows
 * them, and the dashboard's Help page searches them.
 */

export interface FaqQuestion {
  readonly question: string;
  readonly answer: string;
}

export interface FaqTopic {
  readonly id: string;
  readonly title: string;
  readonly questions: ReadonlyArray<FaqQuestion>;
}

export const faqTopics: ReadonlyArray<FaqTopic> = [
  {
    id: "forwarding",
    title: "Forwarding e-mails",
    questions: [
      {
        question: "What can I forward?",
        answer:
          "Any e-mail with a date in it: school notices, club schedules, appointment confirmations, tickets and party invitations. Corkboard also reads calendar invitations (.ics files), newsletters with many dates, long forwarded chains and PDF attachments. The Free plan includes 10 forwarded e-mails a month, and the Family plan has no limit.",
      },
      {
        question: "Which senders are trusted?",
        answer:
          "A sender is trusted once you have approved them. The first e-mail from a new address waits at the top of Emails in your dashboard, under “New sender: approve or block”; one tap on Approve reads it, and after that their mail is read straight away. You can see and remove trusted senders under Setup in your dashboard at any time.",
      },
      {
        question: "What happens to my e-mails, and for how long do you keep them?",
        answer:
          "Corkboard reads each forwarded e-mail from a trusted sender to find its dates and turn them into events. The original message, attachments included, is deleted 30 days after it arrives; the text we read from it stays with the e-mail, so you can still check where an event came from. You can delete any e-mail sooner, from its page in Emails; its events stay on your calendar unless you tick “And its events”. We never sell your mail or use it for advertising.",
      },
    ],
  },
  {
    id: "calendars",
    title: "Calendars and events",
    questions: [
      {
        question: "Can my partner see the calendar?",
        answer:
          "Yes. Share your private calendar feed with your partner, and they can subscribe to it in their own calendar app. On the Family plan each family member also gets a feed of their own. Your partner can forward e-mails to your Corkboard address too; the first time, you approve their address with one tap.",
      },
      {
        question: "How do I connect Google, Outlook or Apple Calendar?",
        answer:
          "In your dashboard, open Setup, then Calendar, and copy your private feed address. Add it in Google Calendar under Other calendars, From URL; in Outlook under Add calendar, Subscribe from web; or in Apple Calendar under File, New Calendar Subscription. Calendar apps check the feed on their own schedule, so new events can take a few hours to appear there.",
      },
      {
        question: "What if a date is read wrong?",
        answer:
          "Open the event in your dashboard and correct it, and the change reaches every calendar that uses your feed. Each event links back to the e-mail it came from, so you can check what the sender wrote. If you would rather check everything yourself, confirm suggested events by hand instead of letting Corkboard confirm them.",
      },
      {
        question: "How do time zones work?",
        answer:
          "Corkboard uses your family's time zone, which you can change in Preferences. When an e-mail gives a time somewhere else, such as a flight home or a match in another country, Corkboard keeps that place's time zone with the event. Your calendar app then shows it at the right time for wherever you are.",
      },
    ],
  },
  {
    id: "account",
    title: "Plans and your account",
    questions: [
      {
        question: "What is the difference between Free and Family?",
        answer:
          "Free reads 10 forwarded e-mails a calendar month and gives you one calendar feed for the whole family. An e-mail over the limit is kept, marked “Over this month's limit”, and read as soon as you upgrade. Family costs $6 a month or $60 a year and adds unlimited e-mails, a feed for each family member and priority processing: its e-mails are read before those on Free. On every plan, mail from a new sender waits for your approval. Family starts with a 14-day free trial, which counts as Family.",
      },
      {
        question: "How do I cancel?",
        answer:
          "Open Manage Subscription in your dashboard and cancel there. Your Family plan stays active until the end of the period you have paid for, then your account moves to the Free plan. Nothing is deleted when you cancel, and if you cancel during the free trial you are not charged.",
      },
      {
        question: "How do referrals work?",
        answer:
          "Open Refer a friend in your dashboard to get your personal link. Your friend gets 50% off their first month of the Family plan. Once they subscribe, you get one month of the Family plan free.",
      },
      {
        question: "What if I lose my phone?",
        answer:
          "When you turn on two-step sign-in, Corkboard shows you ten recovery codes, once. Keep them somewhere safe. At the code step, choose “Lost your phone? Use a recovery code” and type one; each works once. You can make ten new ones under Preferences, Security, and the old ones stop working.",
      },
      {
        question: "What are the summary e-mails?",
        answer:
          "Choose a daily or weekly summary under E-mail summary in Preferences. The daily one comes at 6:00 and the weekly one on Sundays at 18:00, in your family's time zone. Each lists the events coming up and the new senders waiting for your approval. Every summary has a link that turns them off with one click.",
      },
      {
        question: "How do I delete my account?",
        answer:
          "Open Preferences in your dashboard, type your e-mail address under Delete your account, and confirm. Any subscription is cancelled first, so nothing more is charged. Then your e-mails, events, family members, calendar feed, settings and sign-in are deleted at once, and every device is signed out.",
      },
    ],
  },
];
