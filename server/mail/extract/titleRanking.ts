/**
 * An event's title as a ranked choice. Each date found gathers candidate
 * titles: the words of its own sentence once the date and filler are gone,
 * the label before a colon in it ("Visiting Day: Saturday, July 11"), the
 * sentence before it, the line above it, the heading it sits under, and the
 * subject. Each is described by named features (where it comes from,
 * how long it is, whether it is an instruction, a clause, a place, a
 * greeting, a price, only date words...) and scored with weights fitted on
 * the corpus by `npm run extract:train` (logistic regression; the weights
 * are `titleWeights.json`, beside this file). The best score wins.
 */

import type { TextCandidate } from "./buildEvent";
import type { TextContext } from "./dates";
import { type FittedWeights, linearScore, readWeights } from "./fittedWeights";
import { phraseShape } from "./phrases";
import { placeLike, streetAddress } from "./places";
import { subjectDayKey } from "./subjectDay";
import { contentWords, meaningful } from "./titles";
import { eventWords } from "./vocabulary";

export type TitleSource =
  | "sentence"
  | "label"
  | "previousSentence"
  | "nextSentence"
  | "lineAbove"
  | "lineBelow"
  | "heading"
  | "subject";

export interface TitleOption {
  readonly text: string;
  readonly source: TitleSource;
  /** A subject that names nothing beyond "Booking confirmation" or "Newsletter". */
  readonly generic?: boolean;
}

/** What the features read beyond the option itself. */
export interface TitleSetting {
  readonly subject: string;
  /** The sentence that holds the date. */
  readonly sentence: string;
  /** Events the message's text gave (1 for a message about one event); 0 while not yet known. */
  readonly eventsInMessage: number;
}

/** One title choice as made, for training the weights (`ExtractOptions.titleTrace`). */
export interface TitleTrace {
  readonly event: { readonly start: string; readonly end: string; readonly allDay: boolean };
  readonly options: ReadonlyArray<TitleOption>;
  readonly setting: TitleSetting;
}

export const featureNames = [
  "bias",
  "from_sentence",
  "from_previous_sentence",
  "from_next_sentence",
  "from_line_above",
  "from_line_below",
  "from_heading",
  "from_subject",
  "from_label",
  "subject_when_one_event",
  "one_word",
  "two_to_six_words",
  "seven_to_twelve_words",
  "over_twelve_words",
  "names_an_event",
  "is_instruction",
  "is_clause",
  "has_pronoun",
  "looks_like_place",
  "is_greeting_or_signoff",
  "mentions_price",
  "is_generic_subject",
  "share_of_words_in_subject",
  "share_of_words_in_sentence",
  "title_case",
  "opens_with_connective",
  "has_reference_code",
  "names_a_person_first",
  "says_what_a_person_does",
  "left_broken_by_the_date",
  "names_a_fixture",
] as const;

export type FeatureName = (typeof featureNames)[number];
export type Features = Record<FeatureName, number>;

export type TitleWeights = FittedWeights<FeatureName>;

const connective =
  /^(?:so|but|and|or|then|also|as|because|since|if|when|while|once|after|before)\b/i;
/** An order or booking number: letters and digits mixed with dashes ("TX-88213-4471"). */
const referenceCode =
  /\b(?!\d{1,2}(?:[ap]m)?-\d{1,2}[ap]m\b)(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}-[A-Z0-9-]{3,}\b|\b(?:order|booking|ref(?:erence)?|confirmation)\s*(?:no\.?|number|#|:)?\s*[A-Z0-9-]*\d/i;
/** What the removed date leaves: "Camp runs from each day", "Trunks shipped by", "Doors open at". */
const broken =
  /\b(?:from|to|at|on|by|until|till|between|of|in|for)\s+(?:(?:each|every|the)\s+(?:day|week)\b|(?:from|to|at|on|by|and|each|every)\b)|(?<!-)\b(?:from|to|at|on|by|until|till|between|of|in|for|and|the)\s*$/i;
/**
 * The same in the other languages read: "passar uma tarde connosco na", "rendez-vous le", "treffen
 * uns am"; or two such words left side by side ("célébrer avec nous le au Centre").
 */
const brokenElsewhere =
  /(?<![\p{L}-])(?:à|au|aux|le|du|dès|jusqu['’]au|el|en|del|desde|hasta|para|na|no|em|ao|às|do|da|até|am|um|ab|bis|vom|zum|im|op|om|tot|van|vanaf|il|alle|dal|al)\s*$|(?<![\p{L}-])(?:le|la|les|el|de|du|na|no|do|da|am|op|il|en)\s+(?:au|aux|à|dès|desde|hasta|em|ao|às|até|um|ab|bis|vom|zum|om|tot|vanaf|alle|dal|al)(?![\p{L}-])/iu;
/** "U11 Flames v Kensington Comets", "Game vs Westside United": a match, named by its sides. */
const fixture =
  /\S\s+(?:v|vs\.?|versus|against|gegen|contre|contra|tegen)\s+(?:(?:den|die|das|le|la|les|el|los|las|de|het)\s+)?\p{Lu}/u;
/** "Oliver's class will...", "Emma's appointment": a sentence about a person, not a name for the event. */
const personFirst = /^\p{Lu}\p{Ll}+['’]s\s/u;
/** "Oliver's class will visit the Science Museum": a sentence about someone's doings. */
const personDoes =
  /^\p{Lu}\p{Ll}+['’]s\s+\p{Ll}+\s+(?:will|is|are|has|have|can|should|must|was|were|gets?|needs?)\s+\p{Ll}/u;

const greeting =
  /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening)|many thanks|thanks|thank you|kind regards|best(?: wishes| regards)?|regards|cheers|yours|love|warm(?:est)? regards|see you)\b/i;
const price = /[£$€]\s?\d|\b\d+(?:\.\d{2})?\s?(?:pounds|dollars|euros|usd|gbp|eur)\b|\bfree\b/i;
const genericSubject =
  /^(?:(?:re|fwd?|fw)\s*:\s*)*(?:(?:the|our|your|this|weekly|monthly|class|school|club|team|parent|parents'?|parish|church|district|pta|pto|village|community|library|(?:class|year|grade|room|form|group|team)\s+[\w-]+)\s+)*(?:newsletter|update|updates|news|bulletin|info(?:rmation)?|notices?|reminders?|announcements?|message|letter|diary dates|dates|this week|next week|the week ahead|week ahead|coming up|week \d+|term dates)\b|^(?:(?:re|fwd?|fw)\s*:\s*)*(?:what['’]?s (?:on|happening|new)|(?:upcoming )?events|calendar)(?:\s+(?:at|in|for|this|next)\b[^:]*)?\s*$|^(?:(?:re|fwd?|fw)\s*:\s*)*(?:[\p{L}'’-]+\s+){1,2}(?:news|updates?|bulletin|notices?)\s*[!.]*$|^(?:(?:re|fwd?|fw)\s*:\s*)*(?:tu es invitée?(?:\(e\))?|vous êtes invités?|estás invitad[oa]|est[aá]is invitad[oa]s|du bist eingeladen|ihr seid eingeladen|je bent uitgenodigd|você está convidad[oa]|sei invitat[oa])\s*[!.]*$|^(?:(?:re|fwd?|fw)\s*:\s*)*(?:january|february|march|april|may|june|july|august|september|october|november|december|this week|next week|term \d|week \d{1,2})\s+(?:at|in|with)\s+[\p{L}'’. -]{2,40}$|^(?:(?:re|fwd?|fw)\s*:\s*)*(?:your\s+)?(?:(?:e-?)?tickets?|bookings?(?:\s+(?:confirmation|confirmed))?|reservation(?:\s+(?:confirmation|confirmed))?|order confirmation|confirmation|you['’]re invited|invitation|fixtures?(?: list)?|(?:[\p{L}'’-]+\s+){0,3}(?:programme|program|activities|schedule|timetable)|rappel(?: de (?:votre|ton) rendez-vous)?|recordatorio(?: de (?:su |tu )?cita)?|terminbestätigung|terminerinnerung|herinnering(?: afspraak)?|lembrete(?: de consulta)?|confirmación de (?:su |tu )?cita)\s*[!.]*$/iu;

const genericOption = (option: TitleOption, setting: TitleSetting): boolean =>
  option.generic === true || genericSubject.test(setting.subject);

function shareIn(words: ReadonlySet<string>, other: string): number {
  if (words.size === 0) return 0;
  const within = contentWords(other);
  let shared = 0;
  for (const word of words) if (within.has(word)) shared += 1;
  return shared / words.size;
}

/** The features of one option, each named for what it measures. */
export function titleFeatures(option: TitleOption, setting: TitleSetting): Features {
  const shape = phraseShape(option.text);
  const words = contentWords(option.text);
  const capitalised = option.text.split(/\s+/).filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const flag = (value: boolean) => (value ? 1 : 0);
  return {
    bias: 1,
    from_sentence: flag(option.source === "sentence"),
    from_previous_sentence: flag(option.source === "previousSentence"),
    from_next_sentence: flag(option.source === "nextSentence"),
    from_line_above: flag(option.source === "lineAbove"),
    from_line_below: flag(option.source === "lineBelow"),
    from_heading: flag(option.source === "heading"),
    from_subject: flag(option.source === "subject"),
    from_label: flag(option.source === "label"),
    // (A generic subject, "Parish Newsletter - Fifth Sunday", names no one event however many there are.)
    subject_when_one_event: flag(
      option.source === "subject" &&
        setting.eventsInMessage === 1 &&
        !genericOption(option, setting),
    ),
    one_word: flag(shape.words <= 1),
    two_to_six_words: flag(shape.words >= 2 && shape.words <= 6),
    seven_to_twelve_words: flag(shape.words >= 7 && shape.words <= 12),
    over_twelve_words: flag(shape.words > 12),
    names_an_event: flag(eventWords.test(option.text)),
    is_instruction: flag(shape.instruction),
    is_clause: flag(shape.clause),
    has_pronoun: flag(shape.pronoun),
    looks_like_place: flag(placeLike.test(option.text) && !eventWords.test(option.text)),
    is_greeting_or_signoff: flag(greeting.test(option.text)),
    mentions_price: flag(price.test(option.text)),
    is_generic_subject: flag(option.source === "subject" && genericOption(option, setting)),
    share_of_words_in_subject: option.source === "subject" ? 0 : shareIn(words, setting.subject),
    share_of_words_in_sentence: option.source === "sentence" ? 0 : shareIn(words, setting.sentence),
    title_case: flag(capitalised.length >= Math.max(1, option.text.split(/\s+/).length * 0.6)),
    opens_with_connective: flag(connective.test(option.text)),
    has_reference_code: flag(referenceCode.test(option.text)),
    names_a_person_first: flag(personFirst.test(option.text)),
    says_what_a_person_does: flag(personDoes.test(option.text)),
    left_broken_by_the_date: flag(
      option.source === "sentence" &&
        (broken.test(option.text) || brokenElsewhere.test(option.text)),
    ),
    names_a_fixture: flag(fixture.test(option.text)),
  };
}

/** The model's score for features: the higher, the likelier a person would write this title. */
export function titleScore(features: Features, weights: TitleWeights["weights"]): number {
  return linearScore(featureNames, features, weights);
}

export const titleWeights: TitleWeights = readWeights(
  new URL("./titleWeights.json", import.meta.url),
);

/** Only whom an event is for: "Ages 6-12", "(ages 5+)", "Years 3 to 6", "Grades K-2", "Under 9s". */
const whoFor =
  /^\W*(?:(?:for|suitable for|open to)\s+)?(?:(?:ages?|years?|yrs?|grades?|classes|year groups?|p|y)\s*(?:\d{1,2}|k|r)\s*(?:\+|(?:-|–|\u2011|\u2215|to|and|&)\s*\d{1,2}|and (?:up|over|under))?|(?:under|u)[- ]?\d{1,2}s?)\W*$/i;

/** Only a form's field name, in the languages read: "Time", "Where", "Rendez-vous", "Treffpunkt", "Hora". */
const fieldLabel =
  /^\W*(?:date|time|when|where|venue|location|place|address|meeting point|running time|run time|duration|length|durée|duración|dauer|duur|duração|rendez-vous|heure|horaire|lieu|adresse|treffpunkt|uhrzeit|zeit|ort|datum|termin|fecha|hora|lugar|dirección|data|horário|local|tijd|plaats)\W*$/iu;

/** "Round 3", "Week 2": which one of a series, not what it is. */
const seriesLabel = /^(?:round|rd|week|wk|game|match|session|heat|race|leg)\.?\s*\d{1,2}$/i;
/** "Year it", "This it": what "This year it will take place..." leaves, a fragment ending in "it". */
const pronounFragment = /^(?:[\p{L}\d]+\s+){0,2}(?:it|they|we|this|that)$/iu;

/** The options worth ranking: meaningful, each text once from each source. */
export function usableOptions(options: ReadonlyArray<TitleOption>): Array<TitleOption> {
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = option.text.trim().toLowerCase();
    // The same words from two sources stay two options ("THE GRUFFALO" heading, "Gruffalo" subject):
    // each source scores them differently.
    const sourced = `${option.source}:${key}`;
    // A street address says where, never what ("2207 N Clybourn Ave, Chicago, IL 60614"); an age
    // or year group says who ("Ages 6-12", "Years 3 to 6").
    if (
      key === "" ||
      seen.has(sourced) ||
      !meaningful(option.text) ||
      streetAddress.test(key) ||
      whoFor.test(key) ||
      fieldLabel.test(key) ||
      seriesLabel.test(key) ||
      pronounFragment.test(key)
    )
      return false;
    seen.add(sourced);
    return true;
  });
}

/** The best-scored option, or null when none is usable. */
export function chooseTitle(
  options: ReadonlyArray<TitleOption>,
  setting: TitleSetting,
  weights: TitleWeights["weights"] = titleWeights.weights,
): TitleOption | null {
  let best: TitleOption | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of usableOptions(options)) {
    const score = titleScore(titleFeatures(option, setting), weights);
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Each event's title chosen again from its options once the message's
 * events are known (a message about one event often names it best in its
 * subject); every choice is told to `context.titleTrace` when given.
 */
export function withRankedTitles(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  // "Performances are on Wednesday 10th and Thursday 11th March": one sentence's days are one event's.
  const eventsInMessage = new Set(events.map((event) => event.description)).size;
  const subjectsDay = subjectDayKey(context);
  return events.map((event) => {
    const setting = { subject: context.subject, sentence: event.description, eventsInMessage };
    // "Trip to the zoo – Friday 13 March" names another event than Thursday 19 March's.
    const options =
      subjectsDay === null || subjectsDay === event.dayKey
        ? event.titleOptions
        : event.titleOptions.filter((option) => option.source !== "subject");
    const chosen = chooseTitle(options, setting, context.titleWeights);
    context.titleTrace?.push({ event, options, setting });
    return chosen === null ? event : { ...event, title: chosen.text };
  });
}
