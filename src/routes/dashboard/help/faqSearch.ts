import type { FaqQuestion, FaqTopic } from "../../public/faqEntries";

export interface FaqResults {
  /** The topics with at least one matching question, each with only those questions. */
  readonly topics: ReadonlyArray<FaqTopic>;
  readonly count: number;
  readonly total: number;
}

/**
 * Text as the search compares it: lower case, without accents, and without
 * hyphens, so "email" finds "e-mail" and "cafe" finds "café".
 */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replaceAll("-", "");
}

function matches(entry: FaqQuestion, words: ReadonlyArray<string>): boolean {
  const haystack = normalise(`${entry.question} ${entry.answer}`);
  return words.every((word) => haystack.includes(word));
}

/** The questions whose question or answer holds every word of the query, in the FAQ's order. */
export function searchFaq(topics: ReadonlyArray<FaqTopic>, query: string): FaqResults {
  const words = normalise(query)
    .split(/\s+/)
    .filter((word) => word !== "");
  const total = topics.reduce((sum, topic) => sum + topic.questions.length, 0);
  const found = topics
    .map((topic) => ({
      ...topic,
      questions: topic.questions.filter((entry) => matches(entry, words)),
    }))
    .filter((topic) => topic.questions.length > 0);
  const count = found.reduce((sum, topic) => sum + topic.questions.length, 0);
  return { topics: found, count, total };
}

/** What the live region says about the results. */
export function resultSummary(results: FaqResults, query: string): string {
  const trimmed = query.trim();
  if (trimmed === "") return `${results.total} questions`;
  if (results.count === 0) return `No questions match “${trimmed}”`;
  return `${results.count} ${results.count === 1 ? "question matches" : "questions match"} “${trimmed}”`;
}
