/**
 * A team's fixture list ("the draw", "fixtures"): rows of round, day, time,
 * opponent and ground, often pasted as plain text so the columns run
 * together ("1 Sat 17/10 8.30am Lindfield Killara Oval 1 (home)"). Each
 * match is titled as a parent says it, "Cricket v Lindfield", at the ground
 * the row names; a bye or "no match" row is no event.
 */

import type { ExtractedEvent } from "./types";
import { eventWords } from "./vocabulary";

export const sports =
  /\b(cricket|football|soccer|netball|rugby|hockey|camogie|hurling|gaelic football|basketball|baseball|softball|volleyball|lacrosse|water polo|futsal|tee-?ball|t-?ball)\b/i;

/** A list of matches: its header names the opponent column, or it calls itself a draw or fixtures. */
const fixtureList =
  /\b(?:opponents?|opposition|against|fixtures?|the draw|draw for|match schedule|game schedule)\b|\bdraw\b[^\n]{0,30}\brounds?\b|\bdraw (?:is )?(?:out|up|released|posted)\b/i;

/** Words that end a ground's name: "Killara Oval 1", "Marlay Park", "Court 6". */
const groundWord =
  /^(?:oval|park|field|fields|ground|grounds|pitch|pitches|court|courts|stadium|reserve|rec|recreation|centre|center|arena|complex|sportsplex|domain|common|school|college|hall|gym)$/i;

/** "Home v Ballinora", "Away v Douglas": a row's home or away before its opponent says where, not who. */
const homeOrAway = /^(?:home|away|h|a)\s*[-–:]?\s+(?=v(?:s\.?|\.)?\s+\p{Lu})/iu;
/** "Match v Desert Storm", named before the sport was known. */
const genericMatch = /^match v\s+(?=\p{Lu})/iu;
/** "U12 Hurling", "Under 9s football": the team's age group before its sport. */
const ageGroup = /\b(?:u|under[- ]?)(\d{1,2})s?\s+$/i;

/**
 * What a match is called before "v Opponent": the sport, with the team's age
 * group when the subject puts it before the sport ("U12 hurling"); else the
 * sport in the sender's address ("jmorales.azsoccer@…"); else "Game" where
 * the message calls its matches games, and "Match" where it does not.
 */
function sideName(subject: string, body: string, from: string): string {
  const text = `${subject}\n${body}`;
  // (Only the address, and only a sport's whole name inside it: "jm.azsoccer@", not "mattballard@".)
  const address = /[\w.+-]+@[\w.-]+/.exec(from)?.[0] ?? "";
  const sport = sports.exec(text)?.[1] ?? addressSports.exec(address)?.[1];
  // "Rockies - first 4 games", "Mariners 12U – spring game schedule": the team the subject names,
  // with its sport when the message says it ("Solar Flares soccer").
  const team = teamInSubject.exec(subject)?.[1];
  const plainTeam = team?.replace(/^U\d{1,2}\s+/, "") ?? "";
  if (
    team !== undefined &&
    !sports.test(team) &&
    !eventWords.test(team) &&
    !notATeam.test(plainTeam)
  )
    return sport === undefined ? team : `${team} ${sport.toLowerCase()}`;
  if (sport === undefined)
    return /\bgames?\b/i.test(text) && !/\bmatch(?:es)?\b/i.test(text) ? "Game" : "Match";
  // (The subject's age group before the sport, "U12 Hurling - fixtures", names the team, or the
  // body's line that heads the list, "U11 hurling fixtures for October:"; other lines may name
  // other teams' ones, "Congratulations to our U14 football team".)
  const heading =
    body
      .split("\n")
      .find((line) => line.length <= 80 && sports.test(line) && fixtureList.test(line)) ?? "";
  const ageOf = (line: string) => {
    const found = sports.exec(line);
    return found === null
      ? null
      : ageGroup.exec(line.slice(Math.max(0, found.index - 12), found.index));
  };
  const age = ageOf(subject) ?? ageOf(heading);
  return age === null
    ? sport[0]?.toUpperCase() + sport.slice(1).toLowerCase()
    : `U${age[1]} ${sport.toLowerCase()}`;
}

const teamInSubject =
  /^\s*(?:(?:fwd?|re):\s*)*((?:U\d{1,2}\s+)?\p{Lu}[\p{L}'’]+(?:\s+(?:\p{Lu}[\p{L}'’]+|U\d{1,2}|\d{1,2}U))?)\s*[-–—:]\s/u;
const notATeam =
  /^(?:schedule|fixtures?|draw|update|reminders?|important|urgent|news|dates?|info|information|results?|round|season|week|weekend|spring|summer|autumn|fall|winter|next|this|our|the|training|practice|hi|hello|hey|fyi|quick|note|heads|attention|notice|parents|families|team|coach|all|everyone|games?|match(?:es)?|change|cancell?ed|postponed|moved|update[sd]?|new|reschedul\w*|tomorrow|today|tonight|saturday|sunday|monday|tuesday|wednesday|thursday|friday)\b/i;

/** Sports whose whole names a club's address may run into other words ("azsoccer", "hockeyclub"). */
const addressSports =
  /(soccer|football|hockey|cricket|netball|rugby|hurling|camogie|basketball|baseball|softball|volleyball|lacrosse|futsal|waterpolo)/i;

/** A dated row whose first item is "@ Opponent": "Sat 9/18 - @ Highlands United, 10:30am". */
const awayRow =
  /^\W*(?:\p{L}{3,9}\.?,?\s+)?\d{1,2}[/.]\d{1,2}\s*[-–—:|]\s*@\s*(\p{Lu}[\p{L}\p{N}'’. ]{1,40}?)\s*(?:[,;|]\s*(?=\d)|\s[-–—]\s*(?=\d)|$)/u;

const noMatch = /^\W*(?:\d+\s+)?(?:bye|no (?:match|game|fixture)|rest week)\b/i;

interface Row {
  readonly opponent: string;
  readonly ground: string;
}

/** Splits what is left of a row once its day and time are gone: round number, opponent, ground. */
function rowOf(title: string): Row | null {
  const words = title
    .replace(/\((?:home|away|h|a)\)/gi, "")
    .replace(/^\s*(?:r(?:ound|d)?\s*)?\d{1,2}\b/i, "")
    .replace(/^[\s\-–|:]+/, "")
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return null;
  let groundEnd = -1;
  for (let index = words.length - 1; index >= 1; index -= 1) {
    if (groundWord.test(words[index] ?? "")) {
      groundEnd = index;
      break;
    }
  }
  if (groundEnd < 1) return { opponent: words.join(" "), ground: "" };
  // The ground's name is the word before its kind ("Killara Oval"), after at least one word of opponent.
  const groundStart = Math.max(1, groundEnd - 1);
  return {
    opponent: words.slice(0, groundStart).join(" "),
    ground: words.slice(groundStart).join(" "),
  };
}

/**
 * A match as a parent writes it: "Game against Roseville" is "Game v Roseville", and
 * "v Wembley Wildcats", the opponent alone, has the sport (or "Match") before it.
 */
function matchTitle(title: string, name: string): string {
  // (A name follows: "Game against Roseville", "Match against the Tigers"; with /i, \p{Lu} is any letter.)
  const against = title.replace(
    /^((?:[\p{L}\p{N}'’]+\s+){0,3}?(?:game|match|fixture|friendly|scrimmage|play-?off|(?:semi-?|quarter-?)?final))\s+(?:against|versus)\s+(?=(?:the\s+)?[A-Z])/iu,
    (all, name: string, at: number, whole: string) =>
      /^(?:the\s+)?\p{Lu}/u.test(whole.slice(at + all.length)) ? `${name} v ` : all,
  );
  return /^[Vv](?:s\.?|\.)?\s+\p{Lu}/u.test(against)
    ? `${name} ${against.replace(/^V/, "v")}`
    : against;
}

/** The matches of a fixture list titled "Sport v Opponent"; any other match named as a parent names it. */
export function titledFixtures(
  events: ReadonlyArray<ExtractedEvent>,
  subject: string,
  body: string,
  from = "",
): ReadonlyArray<ExtractedEvent> {
  const name = sideName(subject, body, from);
  const matchList =
    /(?:^|\s)(?:vs?\.?|versus)\s+\p{Lu}/mu.test(body) || sports.test(`${subject}\n${body}`);
  const named = events.map((event) => {
    // "Sat 9/18 - @ Highlands United, 10:30am @ Berkeley Park": an away game, named by its opponent.
    // (Only in a list of matches, with a "vs" row or a sport named: not "Sat 14/3 - @ Riverside
    // Leisure Centre, swim gala warm-up 8am".)
    const away = matchList ? awayRow.exec(event.description)?.[1] : undefined;
    return {
      ...event,
      title:
        away === undefined
          ? matchTitle(
              event.title.replace(homeOrAway, "").replace(genericMatch, `${name} v `),
              name,
            )
          : `${name} at ${away.trim()}`,
    };
  });
  if (events.length < 2 || !fixtureList.test(`${subject}\n${body}`)) return named;
  return named.flatMap((event) => {
    if (noMatch.test(event.title)) return [];
    // "Round 7 - Sat 22 May - BYE": a round with no match.
    const roundRow = /^\W*(?:r(?:ound|d)\.?\s*)?\d{1,2}\b/i.test(event.description);
    if ((roundRow && /\bbye\b/i.test(event.description)) || /\bbye\s*$/i.test(event.title))
      return [];
    // "Round 5 - Sat 8 May - 9.50am - Court 4 - v Ponsonby Pearls": the row names its opponent.
    const named =
      /(?:^|[\s(|–—-])(?:v|vs\.?|versus)\s+(\p{Lu}[\p{L}\p{N}'’. -]{1,40}?)\s*(?:$|[|,;()–—]|\s-\s)/u.exec(
        event.description,
      )?.[1];
    // (Also "Rd 1: v Kilmacud Crokes", a round's number left before the side, or its court too.)
    if (
      named !== undefined &&
      roundRow &&
      (!/\bv(?:s|\.)?\s/i.test(event.title) ||
        /^\W*(?:r(?:ound|d)\.?\s*)?\d{1,2}(?:\W+(?:ct|court|field|pitch|rink|diamond)\.?\s*\d{1,2})?\W+v(?:s|\.)?\s/i.test(
          event.title,
        ))
    )
      return [{ ...event, title: `${name} v ${named.trim()}` }];
    // Only rows read from the list (a round number first, or home and away): training stays training.
    const isRow =
      /^\d{1,2}\s+\p{Lu}/u.test(event.title) || /\((?:home|away)\)/i.test(event.description);
    if (!isRow || /\bv(?:s|\.)?\s/i.test(event.title)) return [event];
    const row = rowOf(event.title);
    if (row === null || row.opponent === "" || row.opponent.split(/\s+/).length > 4) return [event];
    return [
      {
        ...event,
        title: `${name} v ${row.opponent}`,
        location: event.location === "" ? row.ground : event.location,
      },
    ];
  });
}
