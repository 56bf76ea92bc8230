/**
 * What a short phrase is, read with wink-nlp's English model (parts of
 * speech): an instruction ("Please bring a packed lunch"), a clause with a
 * verb ("Hope you can make it"), or a noun phrase that can name an event
 * ("Year 4 trip to the zoo"). The model loads once per process (about
 * 120 ms and 45 MB), on first use.
 */

import model from "wink-eng-lite-web-model";
import winkNLP from "wink-nlp";
import { eventWords } from "./vocabulary";

/** One word that names an event ("match", "practice"), as `eventWords` reads it. */
const eventNoun = new RegExp(`^(?:${eventWords.source})$`, "iu");

export interface PhraseShape {
  /** Starts with a verb in the imperative, after "please", "just", "do" or "don't". */
  readonly instruction: boolean;
  /** Holds a verb or an auxiliary: a clause, not a name. */
  readonly clause: boolean;
  /** Holds a personal pronoun ("you", "we", "it"). */
  readonly pronoun: boolean;
  /** Words, as the model splits them (punctuation left out). */
  readonly words: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let loaded: Nlp | null = null;
const nlp = (): Nlp => {
  loaded ??= winkNLP(model, ["sbd", "pos"]);
  return loaded;
};

/** Words that only soften an instruction ("Please bring...", "Don't forget..."). */
const softeners = new Set([
  "please",
  "kindly",
  "just",
  "do",
  "don't",
  "dont",
  "not",
  "n't",
  "also",
]);

/**
 * Verbs that open instructions in school and club mail: the model tags
 * some of them as nouns when capitalised at the start ("Sign the slip").
 */
const instructionVerbs = new Set(
  "arrive bring book check collect come complete dress drop email fill forget join let make meet note pack pay pick read register remember reply return rsvp send sign wear".split(
    " ",
  ),
);

/** Shapes already read: a title is ranked at least twice (when built, and for the message). */
const known = new Map<string, PhraseShape>();
const knownCapacity = 2_000;

/** The shape of `text`, a phrase of a few words (long text is cut at 30 words). */
export function phraseShape(text: string): PhraseShape {
  const cached = known.get(text);
  if (cached !== undefined) return cached;
  const shape = readShape(text);
  if (known.size >= knownCapacity) known.clear();
  known.set(text, shape);
  return shape;
}

function readShape(text: string): PhraseShape {
  const tokens = nlp().readDoc(text.slice(0, 300).split(/\s+/).slice(0, 30).join(" ")).tokens();
  const its = nlp().its;
  const words = tokens.out() as Array<string>;
  const tags = tokens.out(its.pos) as Array<string>;
  const kept = words
    .map((word, index) => ({ word: word.toLowerCase(), tag: tags[index] ?? "X" }))
    .filter((token) => token.tag !== "PUNCT" && token.tag !== "SYM");
  let first = 0;
  while (first < kept.length && softeners.has(kept[first]?.word ?? "")) first += 1;
  // "Match against Hendon", "Practice": an event's noun the model reads as a verb when it opens the
  // phrase; with an object after it ("Visit the zoo", "Practice your lines") it stays a verb.
  const head = kept[first];
  if (
    head?.tag === "VERB" &&
    eventNoun.test(head.word) &&
    !["DET", "PRON", "NUM"].includes(kept[first + 1]?.tag ?? "")
  )
    kept[first] = { ...head, tag: "NOUN" };
  const opening = kept[first];
  const next = kept[first + 1];
  // "Book your place" is an instruction, "Book Fair" a name: a listed verb counts before an object.
  const listed =
    opening !== undefined &&
    instructionVerbs.has(opening.word) &&
    next !== undefined &&
    ["DET", "PRON", "ADP", "PART", "ADV", "NUM"].includes(next.tag);
  // "Meet the Teacher BBQ", "Bring Your Dad Day": a name in Title Case that ends with an event's noun.
  const titleCased =
    /^(?:\p{Lu}[\p{L}'’-]*|\d\S*)(?:\s+(?:\p{Lu}[\p{L}'’-]*|\d\S*|the|a|an|of|and|&|to|for|with|your|our|at|in|on))*\s+\p{Lu}[\p{L}'’-]*$/u;
  const namedEvent =
    titleCased.test(text.trim()) && eventNoun.test(text.trim().split(/\s+/).pop() ?? "");
  // An imperative is a base form: "Sponsored walk" and "Swimming lessons" name things.
  // "Die Kita geschlossen": a German article, not the English verb.
  const foreignArticle = /^(?:die|der|das|den|dem|des|le|la|les|el|los|las|het|een)$/.test(
    kept[0]?.word ?? "",
  );
  const instruction =
    !namedEvent &&
    !(foreignArticle && /^\p{Lu}/u.test(text.trim())) &&
    (listed ||
      (opening !== undefined &&
        opening.tag === "VERB" &&
        !/(?:ed|ing)$/.test(opening.word) &&
        first < kept.length - 1));
  return {
    instruction,
    // "Matariki Shared Lunch", "Meet the Teacher BBQ": a name, whatever the model reads in it.
    clause: !namedEvent && kept.some((token) => token.tag === "VERB" || token.tag === "AUX"),
    pronoun: kept.some((token) => token.tag === "PRON"),
    words: kept.length,
  };
}
