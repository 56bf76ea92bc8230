/**
 * The label a line gives its date: "Official weigh-in: Friday, January 22",
 * "Visiting Day: Saturday, July 11". A person naming the event takes the
 * words before the colon, not the rest of the sentence the date leaves.
 */

/** The most words a label holds; a longer opening is a sentence, not a name. */
const maxLabelWords = 6;

/** The short label before a colon in `text`, the sentence with its dates already taken out. */
export function labelBeforeColon(text: string): string | null {
  // A colon inside a time ("6:30") ends no label.
  const colon = /:(?!\d)/.exec(text);
  if (colon === null || colon.index === 0) return null;
  const label = text
    .slice(0, colon.index)
    .replace(/\uE000/g, " - ")
    .trim();
  const words = label.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length === 0 || words.length > maxLabelWords ? null : label;
}
