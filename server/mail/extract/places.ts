/**
 * Where an event happens, from the words around it: a "Location:" label,
 * "at Riverside Pool", "in the school hall", "trip to the Science Museum",
 * "in Room 112", or an address line under the date.
 */

import { eventWords, weekdayPattern } from "./vocabulary";

const placeWords =
  "hall|gym|gymnasium|lawn|courtyard|quad|car park|parking lot|field|fields|oval|grounds|pitch|pitches|library|room|pool|leisure centre|centre|center|park|theatre|theater|church|school|academy|college|stadium|arena|club|clubhouse|studio|cafe|café|restaurant|office|surgery|clinic|hospital|museum|zoo|aquarium|gardens?|playground|court|courts|rink|lane|road|street|avenue|way|drive|house|lodge|barn|building|auditorium|canteen|cafeteria|classroom|dentistry|dental|pharmacy|salon|gallery|cinema|hotel|inn|airport|station|terminal|branch|complex|ground|grounds|common|beach|farm|venue|ballroom|chapel|cathedral|hub|arena|track|lanes|bowl|quay|wharf|pier|marina|harbou?r|hut|scout hut|guide hut|cabin|campsite";

/** The same in the other languages read: "Raum 112", "Turnhalle", "salle polyvalente", "gimnasio". */
const otherLanguagePlaceWords =
  "\\p{L}*(?:raum|halle|saal|platz|zimmer|hof|zentrum|kirche|bibliothek|stadion)|schwimmbad|hallenbad|freibad|aula|salle|gymnase|cour|préau|mairie|piscine|stade|église|médiathèque|sala|gimnasio|patio|piscina|polideportivo|iglesia|biblioteca|estadio|zaal|gymzaal|schoolplein|kerk|sporthal|zwembad|lokaal|klaslokaal|kantine|bibliotheek|ginásio|quadra|igreja";

export const placeLike = new RegExp(
  // (A word's end by letters, not \\b: "café" ends in a letter \\b does not know.)
  `\\b(?:${placeWords})(?![\\p{L}\\p{N}_])|(?<!\\p{L})(?:${otherLanguagePlaceWords})(?!\\p{L})`,
  "iu",
);

/**
 * A street address and nothing else: "1301 Arapahoe St.", "2830 Sunset
 * Blvd, Los Angeles", a number on a numbered road ("1600 NJ-23", "45 Route 9").
 */
export const streetAddress =
  /^\d{1,5}(?:\/\d{1,5})?[A-Za-z]?\s+(?:(?:[\p{L}'’.-]+\s+){0,4}(?:st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|drive|dr|way|court|ct|place|pl|parkway|pkwy|terrace|close|crescent)\.?|(?:(?:state\s+|us\s+|county\s+)?(?:route|rte|hwy|highway|road)\s*|(?!(?:in|on|at|to|of|by|or|an|a)-)[a-z]{1,2}-)\d{1,4}[a-z]?)(?:,[^,]*){0,3}$/iu;

const word = "[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’&.-]*";
const connector = "of|the|and|&|on|upon|de|la|del|du|le|at|['’]n['’]?";
const properName = `${word}(?:\\s+(?:${word}|${connector}))*`;

/** "Venue: Eastfield Leisure Centre", but not "Change of venue: netball will be at…". */
export const notAVenueChange = String.raw`(?<!\b(?:change of|new|changed)\s+)`;
const locationLabel = new RegExp(
  `${notAVenueChange}\\b(?:location|where|venue|place|address)\\s*:\\s*(.+)$`,
  "iu",
);
const locationAt = new RegExp(
  `(?:\\b(?:at|venue)|@)\\s*((?:the\\s+)?${properName}(?:,\\s*\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)*)?)`,
  "gu",
);
const locationFrom = new RegExp(
  `\\b(?:from|outside|near|behind)\\s+((?:the\\s+)?${properName})`,
  "gu",
);
const locationIn = new RegExp(
  `\\b(?:in|at|on)\\s+(the\\s+(?:(?!to\\b)[\\p{L}\\p{N}'’-]+\\s+){0,6}(?:${placeWords}))(?![\\p{L}\\p{N}_])`,
  "iu",
);
/** "dans la cour", "in der Turnhalle", "en el gimnasio": where, in the languages chrono reads. */
const foreignPlaceWords =
  "cour|salle|gymnase|école|cantine|bibliothèque|préau|mairie|halle|turnhalle|aula|schule|mensa|schulhof|sporthalle|kirche|klassenraum|klassenzimmer|raum \\d+|garten|gimnasio|patio|colegio|escuela|salón|biblioteca|iglesia|gymzaal|sporthal|lokaal|klaslokaal|kantine|schoolplein|kerk|bibliotheek";
/** What may follow the place's noun: an adjective ("salle polyvalente") or "del colegio". */
const foreignComplement = String.raw`(?:\s+(?!(?:à|a|de|du|des|del|le|la|les|el|los|las|et|y|pour|para|avec|con|um|und|mit|am|an|zum|zur|statt)(?![\p{L}]))\p{Ll}[\p{L}'’-]+|\s+(?:del|du|de la|de l['’]|des)\s*[\p{L}'’-]+)?`;
const locationForeign = new RegExp(
  `\\b(?:dans\\s+((?:la|le|l['’]|les)\\s*(?:${foreignPlaceWords})${foreignComplement})|(?:in der|im|auf dem|in unserem|in unserer|in(?=\\s+raum\\s+\\d))\\s+((?:${foreignPlaceWords}))|en\\s+((?:el|la)\\s+(?:${foreignPlaceWords})${foreignComplement})|(?:in|op)\\s+((?:de|het)\\s+(?:${foreignPlaceWords})))(?![\\p{L}])`,
  "iu",
);
const locationRoom =
  /\b(?:in|at|on)\s+((?:[Rr]oom|[Rr]m\.?|[Ss]tudio|[Cc]ourt|[Hh]all|[Gg]ym|[Ll]ab|[Pp]itch|[Ff]ield|[Cc]lassroom|[Bb]uilding)\s+[A-Z0-9][\w-]*|the\s+[A-Z]{2,5}\b)/u;
const locationTrip = new RegExp(
  `\\b(?:trip|visit(?:ing)?|outing|excursion|going|travel(?:ling)?|heading|tour)\\s+(?:to\\s+)?(?:the\\s+)?(${properName})`,
  "u",
);

const notPlaces =
  /^(?:[A-Z]{1,3}T|UTC|GMT|BST|CET|CEST)$|^(?:the\s+)?(?:latest|earliest|least|most|all|home|once|first|last|end|start|same|door|desk|ours|noon|midnight|school|work|least \d+)$/i;
const dateStart =
  /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/i;

const opensWithWeekday = new RegExp(`^${weekdayPattern}\\b`, "i");

/** "19:30 Uhr", "2.30pm", "at 10": a clock time. */
const clockTime = /\b\d{1,2}[:.]\d\d\b|\b\d{1,2}\s*(?:[ap]\.?m\b|uhr\b|h\b)/i;

function trimLocation(value: string): string {
  return (
    value
      // "the Beck Theatre. The shows are…": a place ends with its sentence ("St. Mark's" does not end one).
      .replace(/(?<!\b(?:St|Mt|Dr|Ave|Rd))\.\s+\p{Lu}.*$/u, "")
      .replace(/\s+(?:on|at|from|this|next|for|starting|beginning|until|till|to)\b.*$/i, "")
      .replace(/[\s.,;:!)-]+$/, "")
      // "at the Fellowship Hall and pick-up is…": the place ends before the next clause.
      .replace(/\s+(?:and|or|but|&)$/i, "")
      .replace(/^the\s+/i, "")
      .trim()
      .slice(0, 200)
  );
}

function usable(candidate: string): boolean {
  return (
    candidate !== "" &&
    !notPlaces.test(candidate) &&
    !dateStart.test(candidate) &&
    /\p{L}{2,}/u.test(candidate)
  );
}

/** A place named in a sentence, or "" when none is. */
/** "at their place (Kneller Gardens, TW2 7NN)": an aside that holds a postcode or a street is the place. */
const postcode = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}\b/;

export function locationOf(text: string): string {
  const labelled = locationLabel.exec(text);
  if (labelled !== null) return trimLocation(labelled[1] ?? "");
  // "Tuesday, September 14 · 10:30 AM · Main Library, Children's Room": the last field is where.
  const lastField = /\s[·•]\s*([^·•|]{3,80})$/u.exec(text.trim())?.[1]?.trim();
  if (lastField !== undefined && /^\p{Lu}/u.test(lastField) && !/\d/.test(lastField))
    return trimLocation(lastField);
  for (const aside of text.matchAll(/\(([^()]{4,100})\)/g)) {
    // "(19:30 Uhr, Raum 12)": the time is said; the rest may be the place.
    const inside = (aside[1] ?? "")
      .split(",")
      .filter((part) => !clockTime.test(part))
      .join(",")
      .trim();
    if (postcode.test(inside) || addressLike(inside)) return inside;
  }
  const candidates = [...text.matchAll(locationAt)]
    .map((match) => trimLocation(match[1] ?? ""))
    .filter(usable);
  // "selected for the County Championships at the London Aquatics Centre": the place, not the occasion.
  const place = candidates.find((candidate) => placeLike.test(candidate));
  if (place !== undefined) return place;
  const foreign = locationForeign.exec(text);
  if (foreign !== null)
    return trimLocation(foreign[1] ?? foreign[2] ?? foreign[3] ?? foreign[4] ?? "");
  const inside = locationIn.exec(text);
  if (inside !== null) return trimLocation(inside[1] ?? "");
  // "Hope to see you at the Summer Fair": an occasion is no place unless its words say so.
  const places = candidates.filter((candidate) => !eventWords.test(candidate));
  const room = locationRoom.exec(text);
  if (room !== null) {
    // "on court 4 at Ken Rosewall": the court, at the venue the sentence names.
    const venue = places.find((candidate) => !locationRoom.test(`at ${candidate}`));
    const inRoom = trimLocation(room[1] ?? "");
    return venue === undefined || venue === inRoom ? inRoom : `${inRoom}, ${venue}`;
  }
  if (places.length > 0) return places[places.length - 1] ?? "";
  const trip = locationTrip.exec(text);
  if (trip !== null && usable(trimLocation(trip[1] ?? ""))) return trimLocation(trip[1] ?? "");
  const from = [...text.matchAll(locationFrom)]
    .map((match) => trimLocation(match[1] ?? ""))
    .find((candidate) => usable(candidate) && placeLike.test(candidate));
  return from ?? "";
}

/** A line that reads as an address or a venue: "Cambridge Theatre, Earlham Street, London WC2H 9HU". */
export function addressLike(line: string): boolean {
  const text = line.trim();
  if (text === "" || text.length > 120 || /[.!?]$/.test(text) || /:\s/.test(text)) return false;
  // "Wednesday 18 March, 2.30pm – workshop in the hall": a dated line, not an address.
  if (opensWithWeekday.test(text) || clockTime.test(text)) return false;
  if (
    /\b\d+[A-Za-z]?\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*)*\s+(?:st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|way|pl|place|ct|court|terrace|crescent|close|grove|hwy|highway|pkwy|parkway|sq|square)\b/iu.test(
      text,
    )
  ) {
    return true;
  }
  // "The Hendersons' house, 1840 Vista Del Mar, Palos Verdes Estates, CA": a house number and a street name.
  if (
    text
      .split(",")
      .some((part) =>
        /^\s*\d+[A-Za-z]?\s+\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+)+\s*$/u.test(part),
      )
  ) {
    return true;
  }
  return placeLike.test(text) && titleCasePlace(text.split(",")[0] ?? "");
}

/** Words in Title Case, as venue names are written ("Maze Branch", "Bright Smiles Family Dentistry"). */
export function titleCasePlace(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 7) return false;
  return (
    words.every(
      (entry) => /^[\p{Lu}\p{N}]/u.test(entry) || new RegExp(`^(?:${connector})$`, "i").test(entry),
    ) && /\p{L}{3,}/u.test(text)
  );
}
