import { useId, useState } from "react";
import { TextField } from "../../../ui/form/TextField";
import * as faqStyles from "../../public/FaqPage.css";
import type { FaqTopic } from "../../public/faqEntries";
import { resultSummary, searchFaq } from "./faqSearch";
import * as styles from "./help.css";

/**
 * The FAQ with a search box: the questions narrow as the user types, the
 * count is announced politely, and when something is searched the matching
 * answers open, since the words may be in the answer.
 */
export function FaqSearch({ topics }: { readonly topics: ReadonlyArray<FaqTopic> }) {
  const [query, setQuery] = useState("");
  const countId = useId();
  const results = searchFaq(topics, query);
  const searching = query.trim() !== "";
  return (
    <div className={styles.topics}>
      <div className={styles.search}>
        <TextField
          label="Search the questions"
          type="search"
          name="faq-search"
          autoComplete="off"
          placeholder="For example: calendar or cancel"
          value={query}
          describedBy={countId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={countId} className={styles.count} aria-live="polite">
          {resultSummary(results, query)}
        </p>
      </div>
      {results.count === 0 ? (
        <p className={styles.empty}>
          No questions match “{query.trim()}”. Try another word, or write to us with the form below.
        </p>
      ) : (
        results.topics.map((topic) => (
          <section key={topic.id} aria-labelledby={`help-${topic.id}`}>
            <h3 id={`help-${topic.id}`} className={styles.topicTitle}>
              {topic.title}
            </h3>
            <div className={faqStyles.list}>
              {topic.questions.map((entry) => (
                // Keyed by the search state too, so a search opens the answers afresh.
                <details
                  key={`${entry.question}-${searching}`}
                  className={faqStyles.item}
                  open={searching}
                >
                  <summary className={faqStyles.summary}>{entry.question}</summary>
                  <div className={faqStyles.answer}>
                    <p>{entry.answer}</p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
