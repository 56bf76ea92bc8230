/**
 * A club's events named for the activity and the team, as a parent types
 * them: "Seven Oaks tournament" from a hockey club's U11 coach is "U11
 * hockey: Seven Oaks tournament", a "Race day" under a subject about the
 * pinewood derby is "Pinewood derby race day". The message's activity is
 * the one its subject names, or else the only one its text names; its team
 * the only age group ("U11", "Under 12s") it names. Only titles that name a
 * club's kind of event (a game, a meet, a final, a banquet, training) and
 * not already the activity are changed.
 */

import { replyPrefix } from "./titles";
import type { ExtractedEvent } from "./types";

/** An activity, by the words that name it, and what a parent calls it. */
const activities: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpinewood derby\b/i, "Pinewood derby"],
  [/\b(?:first )?lego league\b|\bfll\b|\brobotics\b/i, "Robotics"],
  [/\bswim(?:ming|mers?)?\b|\bnata(?:ción|ção)\b|\bschwimm\p{L}*/iu, "Swim"],
  [/\bgymnast(?:ics|s)?\b|\bturnen\b|\bgimnasia\b/i, "Gymnastics"],
  [/\bchess\b|\bajedrez\b|\bschach\b|(?<!\p{L})échecs(?!\p{L})/iu, "Chess"],
  [/\bpiano\b/i, "Piano"],
  [/\bviolin\b/i, "Violin"],
  [/\birish danc\p{L}*|\bfeis\b/iu, "Irish dancing"],
  [/\bhighland danc\p{L}*/iu, "Highland dancing"],
  [/\bballet\b/i, "Ballet"],
  [/\bdance\b|\bdancers?\b|\bdancing\b/i, "Dance"],
  [/\bcross[- ]country\b/i, "Cross-country"],
  [/\blittle athletics\b|\bathletics\b|\btrack and field\b/i, "Athletics"],
  [/\bcricket\b/i, "Cricket"],
  [/\bnetball\b/i, "Netball"],
  [/\brugby\b/i, "Rugby"],
  [/\bringette\b/i, "Ringette"],
  [/\bice hockey\b|\bhockey\b/i, "Hockey"],
  [/\bcamogie\b/i, "Camogie"],
  [/\bhurling\b/i, "Hurling"],
  [/\bgaelic football\b/i, "Gaelic football"],
  [/\bbasketball\b|\bbaloncesto\b|\bbasquete\b/i, "Basketball"],
  [/\bbaseball\b|\blittle league\b/i, "Baseball"],
  [/\bsoftball\b/i, "Softball"],
  [/\bvolleyball\b|\bvoleibol\b/i, "Volleyball"],
  [/\blacrosse\b/i, "Lacrosse"],
  [/\bwater polo\b/i, "Water polo"],
  [/\bsoccer\b/i, "Soccer"],
  [/\bfootball\b|\bfútbol\b|\bfutebol\b|\bfußball\b|\bvoetbal\b/iu, "Football"],
  [/\btennis\b/i, "Tennis"],
  [/\bkarate\b/i, "Karate"],
  [/\bjudo\b/i, "Judo"],
  [/\btaekwondo\b/i, "Taekwondo"],
  [/\b(?:figure |ice )?skating\b/i, "Skating"],
  [/\bfencing\b/i, "Fencing"],
  [/\browing\b/i, "Rowing"],
  [/\bgolf\b/i, "Golf"],
  [/\bbadminton\b/i, "Badminton"],
];

/** The kinds of event a club holds: a title without one is left as it is. */
const clubKind =
  /\b(?:game|match|fixture|friendly|scrimmage|tournament|tourney|meet(?!\s+(?:the|and|up|with|at|our)\b)|gala|carnival|festival|blitz|races?|race day|competition|comp|finals?|semi-?finals?|regionals?|nationals|championships?|champs|qualifiers?|invitational|classic|banquet|awards?|presentation|training|practice|session|recital|exam|grading|trials?|tryouts?|evaluations?|league|cup|camp|clinic|lessons?|rehearsal|showcase|derby|playoffs?|torneo|partido|turnier|spiel|wedstrijd|toernooi|tournoi|jogo)\b/iu;

/** A title that opens with such a word: "Game v the Ice Dogs", "Race day", "Training session". */
const opensWithKind =
  /^(?:(?:the|our|next|this|first|last|home|away|big|annual|summer|spring|autumn|fall|winter|season|end-of-season|end of season)\s+)*(?:games?|match(?:es)?|fixture|friendly|scrimmage|tournament|meet|gala|carnival|festival|blitz|race day|races?|competition|finals?|regionals|championships|champs|qualifier|banquet|awards|training|practice|session|recital|exam|grading|trials|tryouts|evaluations|camp|clinic|lessons?|rehearsal)\b/i;

/** A title that is only such a phrase: "Finals day", "Race day", "Game". */
const onlyKind = new RegExp(`${opensWithKind.source}(?:\\s+(?:day|night|session))?$`, "i");

/** A subject (its "Fwd:" gone) that is an event's name: "Junior Club Championships 2026". */
const subjectEventName =
  /^((?:[\p{Lu}\d][\p{L}\d'’&-]*\s+){0,4}(?:Championships?|Derby|Gala|Invitational|Cup|Classic|Open|Tournament|Regionals|Festival|Carnival|Fest|Jamboree|Regatta))(?:\s+(?:19|20)\d\d)?\s*[!.]*$/u;

/** "U11", "U12s", "Under 9s", "Under-14": a team's age group (not "under 5s go free"). */
const ageGroup = /\b(?:U|Under[- ]?)(\d{1,2})s?\b/g;

function namedActivities(text: string): Array<string> {
  const found = activities.filter(([words]) => words.test(text)).map(([, name]) => name);
  // "Irish dancing" also says "dance", and "Gaelic football" "football": the more specific wins.
  return found.filter(
    (name) =>
      !found.some(
        (other) =>
          other !== name &&
          (new RegExp(`\\b${name}$`, "i").test(other) ||
            (name === "Dance" && (/ danc/i.test(other) || other === "Ballet"))),
      ),
  );
}

/**
 * The one activity the message is about, or undefined when it names none or several: the
 * subject's, the sender's ("Westside Swim Club"), or the text's when it names it more than
 * once ("re-marked for cricket", said once, is the field's reason, not the club's game).
 */
function messageActivity(subject: string, sender: string, text: string): string | undefined {
  for (const said of [subject, sender]) {
    const named = namedActivities(said);
    if (named.length === 1) return named[0];
    if (named.length > 1) return undefined;
  }
  const inText = namedActivities(text);
  if (inText.length !== 1) return undefined;
  const words = activityWords(inText[0] ?? "");
  const mentions =
    words === undefined ? 0 : (text.match(new RegExp(words.source, "giu"))?.length ?? 0);
  return mentions > 1 ? inText[0] : undefined;
}

/** The one age group the message names, written "U11". */
function messageTeam(subject: string, text: string): string | undefined {
  const groups = new Set([...`${subject}\n${text}`.matchAll(ageGroup)].map((match) => match[1]));
  return groups.size === 1 ? `U${[...groups][0]}` : undefined;
}

/** "Game v the Ice Dogs" as the rest of a title: "game v the Ice Dogs" (an "FLL" stays). */
const lowerFirst = (title: string): string =>
  title.replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase());

const activityWords = (name: string): RegExp | undefined =>
  activities.find(([, named]) => named === name)?.[0];

/** The events with the activity and team put in titles that name a club's event but not them. */
export function withActivityTitles(
  events: ReadonlyArray<ExtractedEvent>,
  subject: string,
  sender: string,
  text: string,
): ReadonlyArray<ExtractedEvent> {
  const eventName = subjectEventName.exec(subject.replace(replyPrefix, "").trim())?.[1];
  // (A newsletter's many events are not one club's: only its subject or sender names a club's.)
  const activity = messageActivity(subject, sender, events.length <= 2 ? text : "");
  if (activity === undefined && eventName === undefined) return events;
  const words = activity === undefined ? undefined : activityWords(activity);
  const team = messageTeam(subject, text);
  return events.map((event) => {
    const title = event.title.trim();
    // "Finals day" under "Junior Club Championships 2026": the day of the subject's event.
    if (eventName !== undefined && onlyKind.test(title))
      return { ...event, title: `${eventName} ${lowerFirst(title)}` };
    if (activity === undefined || !clubKind.test(title) || words?.test(title) === true)
      return event;
    if (namedActivities(title).length > 0) return event;
    const hasTeam = team !== undefined && new RegExp(`\\b${team}s?\\b`, "i").test(title);
    const prefix = [hasTeam ? undefined : team, activity].filter(Boolean).join(" ");
    const lowered = prefix.startsWith("U")
      ? prefix.replace(/ (\p{Lu})/u, (all) => all.toLowerCase())
      : prefix;
    return {
      ...event,
      title: opensWithKind.test(title)
        ? `${lowered} ${title.replace(opensWithKind, (kind) => kind.toLowerCase())}`
        : `${lowered}: ${title}`,
    };
  });
}
