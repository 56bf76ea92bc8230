/**
 * The places of a travel itinerary ("London Heathrow (LHR) Terminal 5",
 * "Chicago, IL, US (ORD)", "Paris Gare de Lyon", "Madrid-Puerta de Atocha"):
 * the town a person would name, the airport or station code, and the time
 * zone its local times are written in, looked up by town with the
 * `city-timezones` table (largest town of that name first).
 */

import cityTimezones from "city-timezones";
import { isValidTimeZone } from "./zone";

export interface Place {
  /** As written, for the event's location. */
  readonly text: string;
  /** The town ("London", "New York"), or the place's first words when the town is unknown. */
  readonly town: string;
  /** A three-letter airport or station code when the place gives one. */
  readonly code: string | null;
  /** The IANA zone of its local times, when the town is known. */
  readonly zone: string | null;
}

/** North American zone names as timetables write them: "(Eastern Time)". */
const namedZones: ReadonlyArray<readonly [RegExp, string]> = [
  [/\beastern(?: time)?\b|\bE[SD]?T\b/i, "America/New_York"],
  [/\bcentral(?: time)?\b|\bC[SD]T\b/i, "America/Chicago"],
  [/\bmountain(?: time)?\b|\bM[SD]T\b/i, "America/Denver"],
  [/\bpacific(?: time)?\b|\bP[SD]T\b/i, "America/Los_Angeles"],
];

/** The zone a stop's own words name ("1:05 PM (Eastern Time)"), if any. */
export function namedZoneIn(text: string): string | null {
  const bracketed = text.match(/\(([^)]*time[^)]*)\)/i)?.[1];
  if (bracketed === undefined) return null;
  return namedZones.find(([pattern]) => pattern.test(bracketed))?.[1] ?? null;
}

// Words of a terminal or station name that are not the town.
const facilityWords =
  /^(?:int'?l|international|airport|terminal|station|stn|port|coach|bus|union|central|gare|hbf|hauptbahnhof|estaci[oó]n|harbour|harbor|pier|ferry|heathrow|gatwick|stansted|jfk|lga|o'?hare|st\.?|saint|victoria|[A-Z]{3}|\d+)$/i;

const titleCase = (text: string): string =>
  text === text.toUpperCase()
    ? text
        .toLowerCase()
        .replace(
          /(^|[\s'-])(\p{L})/gu,
          (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
        )
    : text;

interface TownZone {
  readonly town: string;
  readonly zone: string;
}

function lookupTown(words: ReadonlyArray<string>): TownZone | null {
  for (let count = Math.min(words.length, 3); count >= 1; count -= 1) {
    const name = words.slice(0, count).join(" ");
    // ("São Paulo" is "Sao Paulo" in the table.)
    const plain = name.normalize("NFD").replace(/\p{M}/gu, "");
    const found = [
      ...cityTimezones.lookupViaCity(name),
      ...(plain === name ? [] : cityTimezones.lookupViaCity(plain)),
    ]
      .filter((city) => isValidTimeZone(city.timezone))
      .sort((left, right) => right.pop - left.pop)[0];
    if (found !== undefined) return { town: name, zone: found.timezone };
  }
  return null;
}

/** Reads one stop's place; `text` is what is left of the line once times and markers are gone. */
export function placeOf(text: string): Place {
  const written = text.replace(/\s+/g, " ").trim();
  const code =
    written.match(/\(([A-Z]{3})\)/)?.[1] ??
    (/\s/.test(written) ? (written.match(/\b([A-Z]{3})\b/)?.[1] ?? null) : null);
  // The town comes before the first comma, bracket or joined hyphen: "Chicago, IL", "Madrid-Puerta".
  const head = titleCase(written.split(/,|\(|\s[-–]\s|(?<=\p{L})-(?=\p{Lu})/u)[0]?.trim() ?? "");
  const words = head.split(/\s+/).filter((word) => word !== "");
  const known = lookupTown(words);
  if (known !== null) return { text: written, town: known.town, code, zone: known.zone };
  const kept: Array<string> = [];
  for (const word of words) {
    if (kept.length > 0 && facilityWords.test(word)) break;
    if (!facilityWords.test(word)) kept.push(word);
  }
  return { text: written, town: kept.join(" ") || head, code, zone: null };
}
