import { Link } from "wouter";
import { Page, Section } from "../../ui/Page";
import { muted } from "../../ui/page.css";
import * as styles from "./FaqPage.css";
import { faqTopics } from "./faqEntries";

export function FaqPage() {
  return (
    <Page
      title="Frequently asked questions"
      lead="Short answers to what parents ask us most. Select a question to read its answer."
    >
      {faqTopics.map((topic) => (
        <Section key={topic.id} id={topic.id} title={topic.title}>
          <div className={styles.list}>
            {topic.questions.map((entry) => (
              <details key={entry.question} className={styles.item}>
                <summary className={styles.summary}>
                  <span>{entry.question}</span>
                  <svg
                    className={styles.chevron}
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M5 7.5 L10 12.5 L15 7.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </summary>
                <div className={styles.answer}>
                  <p>{entry.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </Section>
      ))}

      <Section id="more-help" title="Still have a question?">
        <p className={muted}>
          Write to us at <a href="mailto:support@corkboard.app">support@corkboard.app</a>, or read{" "}
          <Link href="/how-it-works">how Corkboard works</Link>.
        </p>
      </Section>
    </Page>
  );
}
