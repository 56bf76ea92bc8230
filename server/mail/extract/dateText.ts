/**
 * Date phrases rewritten before chrono-node reads them: the forms it
 * misses or misreads ("half past six", "Thursday the 12th", "w/c 9 March",
 * ranges across weekdays) become ones it reads, in the same words' place.
 */
import { withMeridiems } from "./bareHours";
import { inferYear, type TextContext } from "./dates";
import { resolveForeignDays } from "./foreignDays";
import {
  monthNames,
  nextDayOfMonth,
  resolveCountedDays,
  resolveRelativeDays,
  spelled,
  weekdayIndex,
  weekdayOf,
} from "./relativeDates";
import { monthPattern, weekdayPattern } from "./vocabulary";
import { countWork } from "./work";
import { addDays, dayOfInstant } from "./zone";
export const ordinal = "(\\d{1,2})(?:st|nd|rd|th)?";

export const rangeAcrossWeekdays = new RegExp(
  `\\b(?:from\\s+)?(?:${weekdayPattern},?\\s+)?${ordinal}\\s*(?:to|until|till|through|thru|-|–|—)\\s*(?:${weekdayPattern},?\\s+)?${ordinal}\\s+(${monthPattern})`,
  "gi",
);

const weekdaysBeforeDays = new RegExp(
  `\\b${weekdayPattern}\\s*(?:-|–|—|to|through|thru)\\s*${weekdayPattern},?\\s+(?=${monthPattern}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*(?:-|–|—|to|through)\\s*\\d|\\d{1,2}(?:st|nd|rd|th)?\\s*(?:-|–|—|to)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+${monthPattern})`,
  "gi",
);

export const rangeMonthFirst = new RegExp(
  `\\b(?:from\\s+)?(?:${weekdayPattern},?\\s+)?(${monthPattern})\\s+${ordinal}\\s*(?:to|until|till|through|thru|-|–|—)\\s*(?:${weekdayPattern},?\\s+)?${ordinal}\\b(?!\\s*(?:am|pm|:|\\.\\d))`,
  "gi",
);

// "closed on Monday 16th and Tuesday 17th March", "Tue 12, Wed 13 and Thu 14 January": days in a
// row are one span, unless a time follows (parents' evenings on two days keep their hours).
const listedDay = `(?:${weekdayPattern},?\\s+)?`;
const consecutiveDays = new RegExp(
  `\\b${listedDay}${ordinal}((?:\\s*,\\s*${listedDay}\\d{1,2}(?:st|nd|rd|th)?)*)\\s*,?\\s*(?:and|&)\\s*${listedDay}${ordinal}\\s+(${monthPattern})(?![a-z])(?!(?:[^.!?\\n]|\\.(?=\\S))*\\d(?:[:.]\\d\\d|\\s*[ap]\\.?m\\b))`,
  "gi",
);

// "April 7 and 8", "March 3rd, 4th & 5th": the same, month first.
const consecutiveDaysMonthFirst = new RegExp(
  `\\b(${monthPattern})\\s+${ordinal}((?:\\s*,\\s*\\d{1,2}(?:st|nd|rd|th)?)*)\\s*,?\\s*(?:and|&)\\s*${ordinal}\\b(?!\\s*(?:[ap]\\.?m\\b|[:./-]\\d|year|yr|-?year|grade|graders?|class|form|period|place|st\\b))(?!(?:[^.!?\\n]|\\.(?=\\S))*\\d(?:[:.]\\d\\d|\\s*[ap]\\.?m\\b))`,
  "gi",
);

const daysSharingMonth = new RegExp(
  `\\b(${weekdayPattern},?\\s+)(\\d{1,2}(?:st|nd|rd|th)?)(\\s*,?\\s*(?:and|&|or)\\s*${listedDay})(\\d{1,2}(?:st|nd|rd|th)?)\\s+(${monthPattern})(?![a-z])`,
  "gi",
);

// "10.30-11.30am": chrono reads a dotted start as part of the date before it.
const dottedRangeStart =
  /\b(\d{1,2})\.([0-5]\d)(?=\s*(?:-|to|until|till)\s*\d{1,2}(?:[.:][0-5]\d)?\s*[ap]\.?m\b)/gi;

/**
 * "at 10.30", "10.30 KO", "9.15 start", "to 4.15 rather than 4.45", "9.30 not 10": a British dotted time chrono does
 * not read, when a word beside it says it is a time (never "£10.30", "2.5").
 */
// ("curtain 6.30", "push-back 9.30", "finishes approx 8.45": a dotted time after a word of starting or ending.)
const clockLeads =
  "(?:at|from|by|until|till|to|than|not|kick[- ]?off:?|ko:?|curtain(?: up)?|push[- ]?back|starts?|starting|begins?|doors|tip[- ]?off|face[- ]?off|puck drop|finish(?:es|ing)?|approx\\.?)";
const dottedClock = new RegExp(
  String.raw`(?<![£$€\d.,])(\b${clockLeads}\s+)?\b([01]?\d|2[0-3])\.([0-5]\d)\b(?![.,]\d|\s*%)(?=(?<=${clockLeads}\s+\d{1,2}\.\d\d)|\s*(?:ko|k\.o\.|kick[- ]?off|start|meet|finish)\b|\s+(?:not|rather than|instead of)\s+\d)`,
  "gi",
);

/** Rewrites what chrono misreads into what it reads well. */
export function normaliseForChrono(text: string): string {
  return (
    withMeridiems(text.replace(/[\u2013\u2014]/g, "-"))
      // "Tues 9:15am", "coffee weds?": chrono knows "Tue" and "Wed", not these.
      .replace(/\btues\b\.?/gi, "Tuesday")
      // "from 24.12.2027 to 02.01.2028": chrono reads "from 24.12" as a clock and loses the date.
      .replace(/\bfrom\s+(?=\d{1,2}\.\d{1,2}\.\d{2,4}\b)/gi, "")
      // "from 24/12/2027 (Friday) to 02/01/2028", "on 04/12/2027 (Saturday) from 9:00 a.m.": the
      // weekday after a whole date would split it from its span or its time.
      .replace(
        /(\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4})\s*\((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\)/gi,
        "$1",
      )
      .replace(/\bweds\b\.?/gi, "Wednesday")
      .replace(/\b12(?::00)?\s*noon\b/gi, "noon")
      .replace(/\b12(?::00)?\s*midnight\b/gi, "midnight")
      .replace(/\bmidday\b/gi, "noon")
      // "from 4pm til 7ish": the end, loosely ("til" is chrono's "till").
      .replace(/\b((?:til|till|until|to)\s+\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?)-?ish\b/gi, "$1")
      .replace(/\btil\b(?=\s*\d)/gi, "till")
      // "18:30 for 19:00", "7pm for 7.30pm": when to arrive for the start, the start kept.
      .replace(
        /\b\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\.?)?\s+for\s+(?=(?:\d{1,2}[:.]\d\d|\d{1,2}\s*[ap]\.?m\b)(?:\s*[ap]\.?m\.?)?(?!\s*(?:hours?|hrs?|minutes?|mins?|arrival|arriving)\b))/gi,
        "",
      )
      // "de 17 h 30 à 20 h" (Quebec): the hour's "h" written apart, as "17h30" and "20h" (not "une
      // visite de 2 h", a length: an hour alone only after "à").
      .replace(
        /(?<=(?:^|[\s(])(?:de|à|a|dès|vers|jusqu['’]à|entre|et|das|às|até|desde|hasta)\s+\d{1,2})\s+h\s+(\d\d)(?![\d\p{L}])/giu,
        "h$1",
      )
      .replace(/(?<=(?:^|[\s(])(?:à|jusqu['’]à|às|até)\s+\d{1,2})\s+h(?![\d\p{L}])/giu, "h")
      // "das 14h às 18h", "vers 16h", "from 10h to 14h": an hour with its minutes left off, which
      // chrono's Portuguese (and English) misses.
      .replace(
        /(?<=(?:^|[\s(])(?:das|às|as|de|à|a|até|desde|hasta|las|vers|dès|jusqu['’]à)\s+\d{1,2})h(?![\d\p{L}])/giu,
        "h00",
      )
      .replace(
        /\bfrom\s+(\d{1,2})h\s+(to|until|till|-)\s+(\d{1,2})h(?![\d\p{L}])/giu,
        "from $1h00 $2 $3h00",
      )
      // "noon to 3": an afternoon's end, which chrono reads only with its hour's half of the day.
      .replace(/\bnoon(\s*(?:-|to|until|till)\s*)([1-9])(?![\d:.]|\s*[ap]\.?m)/gi, "12pm$1$2pm")
      // Dutch "tot en met" and "t/m" (up to and including) between days or times: chrono's Dutch
      // reads a range with "tot". (Not "groep 1 t/m groep 4", "groep 3 t/m 8": year groups.)
      .replace(
        /(?<=\d(?:[.:]\d\d)?(?:\s+uur)?(?:\s+\p{L}+)?)\s+(?:tot en met|t\/m)\s+(?=(?:(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\s+)?\d{1,2}(?:[.:]\d\d|\s+(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)\b))/giu,
        " tot ",
      )
      // "this morning's 9:00 game": today at nine (chrono reads "this morning" as six o'clock).
      .replace(/\bthis\s+(?:morning|afternoon|evening)(['’]s)?(?=\s+(?:at\s+)?\d)/gi, "today$1")
      // "you could collect her around 5.30", "off court by 10.30": a dotted time after a word of
      // fetching or finishing.
      .replace(
        /\b((?:collect|pick(?:ing)? (?:\w+ )?up|back|home|finish|arriv|leav|return|done|off|over|end|due)\w*(?:\s+\w+){0,3}\s+(?:around|about|by|at))\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?![.,]\d)/gi,
        "$1 $2:$3",
      )
      // "March-in 12:15 PM": a gymnastics arrival, not the month.
      // (Not "20 March in the library": only with the time after it.)
      .replace(/\bmarch-in\b(?=\s*(?:is\s+|at\s+|from\s+)?[:-]?\s*\d)/gi, "marching-in")
      // "Game 1 – 9:00 AM vs. Lightning", "Round 2 - 10.30am", "Round 5 - Sat 8 May": the game's
      // number, not one o'clock or the 5th.
      .replace(
        /\b(games?|rounds?|match(?:es)?|races?|heats?|sessions?|courts?|fields?|pitch(?:es)?|tables?|events?|teams?|grades?|levels?|groups?|flights?|waves?|lanes?|gates?|rinks?|sheets?|diamonds?)\s+(\d{1,2})\s+-\s+(?=\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|\d{1,2}[:.]\d\d\b)/gi,
        "$1 $2 — ",
      )
      .replace(
        /\b(games?|rounds?|rd|match(?:es)?|races?|heats?|weeks?)\s+(\d{1,2})\s+[-–]\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/gi,
        "$1 $2: ",
      )
      // "Friday, April 23 - 7:00 p.m.", "Sat 8 May - 9.50am", "Sat 1/9 - 9:00 AM": a dash between a
      // day and its time ("Sun 9 Jan - 10.00 v Wimbledon": a dotted one made a clock).
      .replace(
        /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s+[-–]\s+(?:(?=\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|\d{1,2}:\d\d\b)|([01]?\d|2[0-3])\.(00|1[3-9]|[2-5]\d)(?![.\d]))/gi,
        (_all, day: string, hour: string | undefined, minute: string | undefined) =>
          hour === undefined ? `${day}, ` : `${day}, ${hour}:${minute}`,
      )
      // "for anyone aged 6 to 12": ages, not six o'clock to noon.
      .replace(
        /\b(aged?s?\s+)(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})\b(?!\s*(?:[ap]\.?m\b|[:.]\d))/gi,
        "$1$2\u2011$3",
      )
      // "rounds 1-4", "K-3 section", "7-8 division": which rounds or grades, not a day.
      .replace(
        /\b((?:rounds?|rds?|games?|weeks?|heats?)\s+)(\d{1,2})\s*[-–]\s*(\d{1,2})\b(?![:.]\d|\s*[ap]\.?m\b)/gi,
        "$1$2\u2011$3",
      )
      .replace(
        /\b(K|\d{1,2})\s*[-–]\s*(\d{1,2})(?=\s+(?:section|division|bracket|group|grades?)\b)/g,
        "$1\u2011$2",
      )
      // "Year 5/6", "Grades 3/4": two year groups, not the 5th of June.
      .replace(
        /\b((?:years?|yrs?|grades?|classes|class|ages?|p|y|u)\s*)(\d{1,2})\/(\d{1,2})\b(?!\/)/gi,
        "$1$2\u2215$3",
      )
      // "June 13, 10 a.m. - 1 p.m.": chrono loses the day before dotted am and pm. A full stop
      // that also ends the sentence stays, unless a zone follows ("7 p.m. ET").
      .replace(
        /(?<=\d\s?)([ap])\.m\.(?=\s+(?:[ECMP][SD]?T|GMT|BST|UTC|Eastern|Central|Mountain|Pacific)\b)/gi,
        "$1m",
      )
      .replace(/(?<=\d\s?)([ap])\.m\.(?=\s+["“]?[A-Z]|\s*$)/g, "$1m.")
      .replace(/(?<=\d\s?)([ap])\.m\b\.?/gi, "$1m")
      // chrono knows "ET" and "PT", not "Eastern time" or "Pacific".
      .replace(
        /(?<=\d(?::\d\d)?\s*(?:[ap]\.?m\.?)?\s+)(eastern|central|mountain|pacific)(?:\s+(?:standard|daylight))?(?:\s+time)?\b(?=[\s,.;)]|$)/gi,
        (_match, region: string) => `${region[0]?.toUpperCase()}T`,
      )
      // "Wednesday-Friday, November 24-26": the weekdays of the days that follow, said first.
      .replace(weekdaysBeforeDays, "")
      .replace(
        rangeAcrossWeekdays,
        (_all, from: string, to: string, month: string) => `${from}-${to} ${month}`,
      )
      .replace(
        rangeMonthFirst,
        (_all, month: string, from: string, to: string) => `${month} ${from}-${to}`,
      )
      .replace(consecutiveDays, (all, from: string, between: string, to: string, month: string) => {
        const days = [from, ...(between.match(/\d{1,2}(?=(?:st|nd|rd|th)?\b)/g) ?? []), to].map(
          Number,
        );
        return days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1)
          ? `${from}-${to} ${month}`
          : all;
      })
      .replace(
        consecutiveDaysMonthFirst,
        (all, month: string, from: string, between: string, to: string) => {
          const days = [from, ...(between.match(/\d{1,2}/g) ?? []), to].map(Number);
          return days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1)
            ? `${month} ${from}-${to}`
            : all;
        },
      )
      // "Tuesday 17 and Wednesday 18 March, 3.30-6.30pm": each day its month (chrono reads "Tuesday 17"
      // as five o'clock).
      .replace(daysSharingMonth, "$1$2 $5$3$4 $5")
      .replace(dottedRangeStart, "$1:$2")
      // "10.30 to 12.30": two dotted clock times, never days of a month past the twelfth.
      .replace(
        /\b([01]?\d|2[0-3])\.([0-5]\d)(\s*(?:-|–|to|until|till)\s*)([01]?\d|2[0-3])\.([0-5]\d)\b(?![.,]?\d)/gi,
        (
          all,
          fromHour: string,
          fromMinutes: string,
          join: string,
          toHour: string,
          toMinutes: string,
        ) =>
          Number(fromMinutes) > 12 || Number(toMinutes) > 12
            ? `${fromHour}:${fromMinutes}${join}${toHour}:${toMinutes}`
            : all,
      )
      .replace(dottedClock, "$1$2:$3")
      // "from 12ish": about that hour is that hour.
      .replace(/\b(at|from|around|about|by|till|until)\s+(1[0-2]|[1-9])ish\b/gi, "$1 $2:00")
      // "11.30ish", "7:15ish": about that time is that time.
      .replace(/\b([01]?\d|2[0-3])[.:]([0-5]\d)ish\b/gi, "$1:$2")
      .replace(/(\d)\s*\.\s*(\d{2})\s*(am|pm)\b/gi, "$1:$2$3")
      // "between 7:30 and 8:15 a.m.": the am or pm of the end is the start's too, when it is earlier.
      .replace(
        /\b(between|from)\s+(\d{1,2})(:\d\d)?\s+(and|to|until|till)\s+(\d{1,2})(:\d\d)?\s*([ap])\.?m\b(\.?)/gi,
        (
          all,
          word: string,
          fromHour: string,
          fromMinutes: string | undefined,
          joint: string,
          toHour: string,
          toMinutes: string | undefined,
          meridiem: string,
          stop: string,
        ) =>
          Number(fromHour) < Number(toHour) && Number(toHour) < 12
            ? // A full stop after "p.m." may also end the sentence: it stays.
              `${word} ${fromHour}${fromMinutes ?? ""}${meridiem}m ${joint} ${toHour}${toMinutes ?? ""}${meridiem}m${stop}`
            : all,
      )
      // "7 April, 4-5pm": chrono reads "April, 4-5" as a day. The end's am or pm is the start's too
      // when the start is earlier; "11-1pm" and "10.30-12pm" start in the morning, "12-2pm" at noon.
      .replace(
        // (Not "Friday, April 23 - 7:00 p.m.": a month's day before a time.)
        // (Nor "Sat 1/9 - 9:00 AM": a numeric date's day before a time.)
        /(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+|[/.]\d{0,3})\b(\d{1,2})(:\d\d)?\s*[-–]\s*(\d{1,2})(:\d\d)?\s*([ap])\.?m\b/gi,
        (
          all,
          fromHour: string,
          fromMinutes: string | undefined,
          toHour: string,
          toMinutes: string | undefined,
          meridiem: string,
        ) =>
          Number(fromHour) <= Number(toHour) && Number(toHour) < 12
            ? `${fromHour}${fromMinutes ?? ""}${meridiem}m-${toHour}${toMinutes ?? ""}${meridiem}m`
            : meridiem.toLowerCase() === "p"
              ? `${fromHour}${fromMinutes ?? ""}${Number(fromHour) === 12 ? "pm" : "am"}-${toHour}${toMinutes ?? ""}pm`
              : all,
      )
      // "from half two till half four": Irish and British for half past.
      .replace(
        /\b(at|from|till|until|to|by|around|about|is|it['’]s|now)\s+half\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])\b(?!\s*[:.]?\d|\s*(?:hours?|an?\b))/gi,
        (_all, word: string, hour: string) => `${word} ${hourNumber(hour)}:30`,
      )
      // "half past six", "quarter to eight": British clock words chrono does not know.
      .replace(clockWords, (_all, part: string, relation: string, hourWord: string) =>
        clockTime(part, relation, hourWord),
      )
      // "It should be finished by 8": a bare hour after finishing words is a time.
      .replace(finishByHour, (all, words: string, hour: string, at: number, text: string) =>
        // (Case matters: "back at 7 Oak Lane" is an address.)
        /^\s+[A-Z][a-z]/.test(text.slice(at + all.length)) ? all : `${words}${hour}:00`,
      )
      .replace(/\b(\d{1,2})h(\d{2})\b/g, "$1:$2")
  );
}

// "finished by 8", "wrap up by 1", not "finish by 8 March", "back by 8pm", "over by 8%", "back by 2
// weeks" or "back at 7 Oak Lane".
const finishByHour = new RegExp(
  `\\b((?:finish(?:ed|es)?|end(?:s|ed)?|over|back|home|done|wrap(?:s|ping)?\\s+up)\\s+(?:by|at|around|about|approximately|approx\\.?)\\s+)(\\d{1,2})\\b(?![:.]\\d|\\s*(?:[ap]\\.?m\\b|%|st\\b|nd\\b|rd\\b|th\\b|\\/|-|(?:of\\s+)?${monthPattern}(?![a-z]))|\\s+(?:weeks?|days?|months?|years?|stops?|miles?|km|goals?|points?|laps?|holes?|minutes?|mins?|hours?|hrs?)\\b)`,
  "gi",
);

const hourWords = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

const clockWords = new RegExp(
  `\\b(half|(?:a\\s+)?quarter)\\s+(past|to)\\s+(${hourWords.join("|")}|1[0-2]|[1-9])\\b(?!\\s*[:.]\\d)`,
  "gi",
);

/** "half past six" as "6:30", "quarter to eight" as "7:45"; am or pm is left to the reader. */
/** The hour "two" or "2" names. */
function hourNumber(hourWord: string): number {
  const named = hourWords.indexOf(hourWord.toLowerCase());
  return named >= 0 ? named + 1 : Number(hourWord);
}

function clockTime(part: string, relation: string, hourWord: string): string {
  const hour = hourNumber(hourWord);
  const minutes = /half/i.test(part) ? 30 : 15;
  if (relation.toLowerCase() === "past") return `${hour}:${String(minutes).padStart(2, "0")}`;
  const before = hour === 1 ? 12 : hour - 1;
  return `${before}:${60 - minutes}`;
}

// "Thursday the 12th", "Monday 16th": a weekday and a day of the month with no month.
const weekdayWithDay = new RegExp(
  `\\b((?:(?:this|next|coming|on)\\s+)?)(${weekdayPattern})\\s*\\(\\s*(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th))\\s*\\)`,
  "gi",
);

const weekdayThe = new RegExp(
  `\\b(${weekdayPattern}),?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${monthPattern}(?![a-z]))`,
  "gi",
);

const weekCommencing = new RegExp(
  `\\b(?:w\\/c|w\\.c\\.|week commencing|week beginning|week starting|the week of)\\s+(?:(?:mon(?:day)?)\\.?,?\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthPattern})|(${monthPattern})\\s+(\\d{1,2})(?:st|nd|rd|th)?)(?![a-z\\d]|\\s*[-–]\\s*\\d)`,
  "gi",
);

const monthOf = (word: string): number =>
  monthNames.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase().slice(0, 3))) + 1;

/**
 * Rewrites dates only the message date can complete: relative days ("a week
 * on Friday", "on the 12th", see relativeDates.ts); "Thursday the 12th" is
 * the next 12th that is a Thursday (this month or one of the next two);
 * "w/c 9 March" is the school week from that Monday to its Friday; and "the
 * Tuesday after that" counts from the day written before it.
 */
export function resolveAgainstMessage(text: string, context: TextContext, earlier = ""): string {
  countWork(text.length + earlier.length);
  const today = dayOfInstant(context.reference.getTime(), context.zone);
  // "No Cubs this Monday (9th)": the day in brackets says which Monday.
  const written = resolveRelativeDays(
    resolveForeignDays(text.replace(weekdayWithDay, "$1$2 the $3"), today),
    today,
  )
    .replace(weekdayThe, (all, weekday: string, dayText: string) => {
      const wanted = weekdayIndex[weekday.slice(0, 3).toLowerCase()];
      const day = nextDayOfMonth(
        today,
        Number(dayText),
        (candidate) => weekdayOf(candidate) === wanted,
      );
      return day === null ? all : `${weekday} ${spelled(day)}`;
    })
    .replace(
      weekCommencing,
      (all, dayFirst?: string, monthAfter?: string, monthBefore?: string, dayAfter?: string) => {
        const month = monthOf(monthAfter ?? monthBefore ?? "");
        const dayOfMonth = Number(dayFirst ?? dayAfter);
        if (month < 1 || !(dayOfMonth >= 1 && dayOfMonth <= 31)) return all;
        const first = inferYear({ year: today.year, month, day: dayOfMonth }, null, today);
        return `${spelled(first)} - ${spelled(addDays(first, 4))}`;
      },
    );
  return resolveCountedDays(written, (day) => inferYear(day, null, today), earlier);
}
