/**
 * Hours written without am or pm where a sender's meaning is plain:
 * "the bike rodeo is tomorrow 10-12", "it's now 2-4", "from 7 to 9",
 * "KO 10". Each is given its half of the day (a family's events run from
 * eight in the morning to the evening), so the date parser reads a range of
 * times, never a range of days, and never an end on the next morning.
 */

import { monthPattern, weekdayPattern } from "./vocabulary";

/**
 * Words before a bare range that say when ("is", "it's now", "tomorrow", "from", "Saturday"), or
 * a session's bracket after its day ("no practice Friday (6-8)"; not "Thursday (5-6)", year groups).
 */
const rangeLead = new RegExp(
  String.raw`(?<=(?:\b(?:is|are|it['’]s|now|from|runs?|running|open|tomorrow|today|tonight|(?:this\s+)?(?:morning|afternoon|evening)|${weekdayPattern}s?)|\b\d{1,2}\/\d{1,2}|\b(?:${monthPattern})\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${monthPattern})),?\s+|\b(?:training|practice|rehearsal|game|match|session|lesson|class|club)s?\s+(?:(?:on|this|next)\s+)?${weekdayPattern}\s+\()`,
  "i",
);

/** What after "10-12" says it is no time: ages, counts, scores, lengths, a month. */
const notTimes =
  /(?!\s*(?:[ap]\.?m\b|[:./%]\s*\d|\/|%|(?:st|nd|rd|th)\b|years?|yrs?|yo\b|y\/o|year|kids|children|players|people|guests|points?|goals?|runs?|wickets?|minutes?|mins?|hours?|hrs?|weeks?|days?|months?|win|loss|defeat|victory|lead|draw|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|[-–]\s*\d))/iu;

/** "10-12", "from 7 to 9", "from 4 till about 6", "this evening 6-7.15", "Sat 11/7, 10-2" after a word or day that says when. */
const bareRange = new RegExp(
  `${rangeLead.source}(1[0-2]|[1-9])([:.][0-5]\\d)?(\\s*[-–]\\s*|\\s+(?:to|till|until)\\s+(?:about\\s+|around\\s+|approx(?:imately|\\.)?\\s+)?)(1[0-2]|[1-9])([:.][0-5]\\d)?\\b${notTimes.source}`,
  "giu",
);

/** An hour's half of the day when a family's event starts at it: 8 to 11 the morning, else the afternoon. */
const startMeridiem = (hour: number): string => (hour >= 8 && hour <= 11 ? "am" : "pm");

/** Both ends of a bare range with their halves of the day, or null when it reads as no range of times. */
function withHalves(from: number, to: number): { from: string; to: string } | null {
  if (from === to) return null;
  const fromHalf = startMeridiem(from);
  // "10-12", "11-1", "9-2": a morning start runs past noon; "2-4", "7-9": both in the afternoon.
  if (fromHalf === "am") {
    const toHalf = to > from && to < 12 ? "am" : "pm";
    return { from: `${from}${fromHalf}`, to: `${to}${toHalf}` };
  }
  // "12-2" starts at noon; "5-1" is no afternoon range.
  if (from !== 12 && to < from) return null;
  return { from: `${from}pm`, to: `${to}pm` };
}

/** Kick-off words before a bare hour: "KO 10", "kick-off 2.30", "tip-off: 9", "throw-in 6.30". */
const kickOff =
  /\b(KO|K\.O\.|[Kk]ick[- ]?[Oo]ff|[Tt]ip[- ]?[Oo]ff|[Ff]ace[- ]?[Oo]ff|[Pp]uck drop|[Ff]irst pitch|[Tt]hrow[- ]?in|[Pp]ush[- ]?back|[Tt]ee[- ]?off|[Ff]irst whistle)(?:\s*(?:is|:|-))?\s+(?=(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\b(?!\s*(?:[ap]\.?m\b|[-–]|\/|%)))/gu;

/** "115 A St", "2200 P Street": a house number and a street's letter, never 1.15am or 10pm. */
const streetLetter = /\b(\d{3,4}) ([AP])(?= \p{Lu})/gu;

/** The text with bare hours given their half of the day, for the date parser. */
export function withMeridiems(text: string): string {
  return text
    .replace(streetLetter, "$1\u2011$2")
    .replace(kickOff, "$1 at ")
    .replace(
      bareRange,
      (
        all,
        from: string,
        fromMinutes: string | undefined,
        join: string,
        to: string,
        toMinutes: string | undefined,
        at: number,
        whole: string,
      ) => {
        // "this evening 6-7.15": the evening's hours whatever they are.
        const evening = /\b(?:evening|tonight)\W*$/i.test(whole.slice(Math.max(0, at - 16), at));
        const halves = evening
          ? { from: `${from}pm`, to: `${to}pm` }
          : withHalves(Number(from), Number(to));
        if (halves === null) return all;
        const minutes = (value: string | undefined) =>
          value === undefined ? "" : `:${value.slice(1)}`;
        return `${halves.from.replace(/(?=[ap]m$)/, minutes(fromMinutes))}${join}${halves.to.replace(/(?=[ap]m$)/, minutes(toMinutes))}`;
      },
    );
}
