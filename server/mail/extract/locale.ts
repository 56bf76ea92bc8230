/**
 * Day-month order: "03/04/2026" is 3 April from a British or European
 * sender and March 4 from an American one. The message's own dates decide
 * when they can ("13/03" elsewhere proves day first, "03/13" month first,
 * "Sun 6/9" names the reading whose weekday is right); else the caller's
 * override, the Content-Language header, the message's language and the
 * sender's domain.
 */
import { inferYear } from "./dates";
import type { Language } from "./language";
import { type CalendarDay, dayOfInstant } from "./zone";

const dayFirstTlds = new Set([
  "uk",
  "ie",
  "au",
  "nz",
  "eu",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "be",
  "at",
  "ch",
  "se",
  "no",
  "dk",
  "fi",
  "pt",
  "pl",
  "cz",
  "gr",
  "hu",
  "ro",
  "za",
  "in",
  "sg",
  "hk",
  "my",
  "lu",
  "is",
  "sk",
  "si",
  "hr",
  "ee",
  "lv",
  "lt",
  "bg",
  "cy",
  "mt",
  "br",
  "ar",
  "cl",
  "pe",
  "uy",
  "ve",
  "ec",
  "bo",
  "py",
  "mx",
  "il",
  "tr",
  "ru",
  "ua",
  "ng",
  "ke",
  "gh",
  "pk",
  "lk",
  "bd",
  "ae",
  "sa",
  "eg",
  "ma",
  "vn",
  "id",
  "th",
]);

/** Countries that write the month first (Canada writes both; the US's own domains are generic). */
const monthFirstTlds = new Set(["us", "ca", "ph", "gov", "edu", "mil"]);

export interface LocaleClues {
  /** The original sender's address. */
  readonly sender: string;
  /** The Content-Language header, when given. */
  readonly contentLanguage?: string | null | undefined;
  /** The caller's locale, e.g. "en-GB" or "en-US". */
  readonly override?: string | undefined;
  /** The language the message is written in. */
  readonly language?: Language | undefined;
  /** The subject and body: their unambiguous dates prove the order. */
  readonly text?: string | undefined;
  /** The message's date, to check a weekday written beside a date ("Sun 6/9"). */
  readonly reference?: Date | undefined;
  /** The family's zone, in which the message's date is a day. */
  readonly zone?: string | undefined;
}

/** True when dates like 03/04 should read day first. */
export function isDayFirst(clues: LocaleClues): boolean {
  const proven = orderInText(clues.text ?? "", clues.reference, clues.zone);
  if (proven !== null) return proven === "day";
  const explicit = clues.override ?? clues.contentLanguage ?? null;
  if (explicit !== null && explicit.trim() !== "") {
    const tag = explicit.split(",")[0]?.trim().toLowerCase() ?? "";
    if (!/^en-(us|ca|ph)$/.test(tag) && tag !== "en") return true;
    // A header saying only "en" or "en-US" is often a mailer's default: the domain says more.
    if (clues.override !== undefined) return false;
  }
  if (clues.language !== undefined && clues.language !== "en") return true;
  return domainDayFirst(clues.sender, clues.zone);
}

/** Zones whose countries write the day first: Europe, Africa, Oceania and most of Asia. */
const dayFirstZone =
  /^(?:Europe|Africa|Australia|Asia\/(?!Manila|Tokyo|Seoul|Pyongyang|Shanghai|Chongqing|Harbin|Urumqi|Taipei)|Pacific\/Auckland|Atlantic\/Reykjavik|America\/(?:Sao_Paulo|Argentina|Buenos_Aires|Santiago|Bogota|Lima|Caracas|Montevideo|Mexico_City|Monterrey|Merida|Asuncion|La_Paz|Guayaquil))/;

function domainDayFirst(sender: string, zone: string | undefined): boolean {
  const domain = sender.split("@")[1]?.toLowerCase().trim() ?? "";
  const tld = domain.split(".").at(-1) ?? "";
  if (dayFirstTlds.has(tld)) return true;
  if (monthFirstTlds.has(tld) || zone === undefined) return false;
  // A domain that says nothing of a country (a ".com" dentist writes as the family's country
  // does), or a country not listed: the family's zone says how its country writes.
  return dayFirstZone.test(zone);
}

// "13/03", "3/13/26", "13.03.2026": numbers that are a date only one way round. Not "24/7",
// not part of a longer run ("2025/26", "1/2/3/4"), and dots only with a year (10.30 is a time).
const numericDate =
  /(?<![\d/.])(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|\.(\d{1,2})\.(\d{2}|\d{4}))(?![\d/]|\.\d)/g;

const weekdayBefore =
  /\b(sun|mon|tue|wed|thu|fri|sat)(?:day|s|sday|nesday|r|rs|rsday|urday)?\.?,?\s*$/i;
const weekdayIndex = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

type Order = "day" | "month";

/**
 * The day-month order the text's own dates prove, or null when none does
 * (or when they disagree). A date with a number over 12 proves its order;
 * one with a weekday beside it proves the order under which that weekday
 * is right.
 */
export function orderInText(
  text: string,
  reference: Date | undefined,
  zone: string | undefined,
): Order | null {
  const found = new Set<Order>();
  const today: CalendarDay | null =
    reference === undefined ? null : dayOfInstant(reference.getTime(), zone ?? "UTC");
  for (const match of text.slice(0, 50_000).matchAll(numericDate)) {
    const first = Number(match[1]);
    const second = Number(match[2] ?? match[4]);
    const year = match[3] ?? match[5];
    if (first === 24 && second === 7 && year === undefined) continue;
    if (first < 1 || second < 1 || first > 31 || second > 31) continue;
    if (first > 12 && second <= 12) found.add("day");
    else if (second > 12 && first <= 12) found.add("month");
    else if (first <= 12 && second <= 12 && first !== second && today !== null) {
      const weekday = weekdayBefore.exec(text.slice(Math.max(0, match.index - 12), match.index));
      if (weekday === null) continue;
      const wanted = weekdayIndex.indexOf(weekday[1]?.toLowerCase() ?? "");
      const fullYear =
        year === undefined ? null : year.length === 2 ? 2000 + Number(year) : Number(year);
      const fits = (day: number, month: number) => {
        const dated =
          fullYear === null
            ? inferYear({ year: today.year, month, day }, null, today)
            : { year: fullYear, month, day };
        return new Date(Date.UTC(dated.year, dated.month - 1, dated.day)).getUTCDay() === wanted;
      };
      const dayFirstFits = fits(first, second);
      const monthFirstFits = fits(second, first);
      if (dayFirstFits !== monthFirstFits) found.add(dayFirstFits ? "day" : "month");
    }
  }
  if (found.size !== 1) return null;
  return found.has("day") ? "day" : "month";
}
