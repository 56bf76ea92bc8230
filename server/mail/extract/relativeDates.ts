/**
 * Relative dates that only the message date can complete, written out in
 * full before chrono-node reads them: "a week on Friday", "Saturday week",
 * "two weeks from Saturday", "a fortnight on Tuesday", "Thursday next week",
 * "on the 12th", "tmrw", "the day after tomorrow", and "the Tuesday after that" when the line has
 * already named the day it counts from. chrono reads "Saturday week" as
 * this Saturday and "on the 12th" not at all.
 */
import { monthPattern } from "./vocabulary";
import { addDays, type CalendarDay, daysBetween } from "./zone";

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Weekday numbers (Sunday 0) by the first three letters of the name. */
export const weekdayIndex: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

export const weekdayOf = (day: CalendarDay): number =>
  new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** "13 March 2026": a form chrono reads the same in every English locale. */
export const spelled = (day: CalendarDay): string =>
  `${day.day} ${monthNames[day.month - 1]} ${day.year}`;

/** "Friday 13 March 2026". */
const withWeekday = (day: CalendarDay): string => `${weekdayNames[weekdayOf(day)]} ${spelled(day)}`;

const weekdayNumber = (word: string): number => weekdayIndex[word.slice(0, 3).toLowerCase()] ?? -1;

/** The first `weekday` on or after `from`. */
const onOrAfter = (from: CalendarDay, weekday: number): CalendarDay =>
  addDays(from, (weekday - weekdayOf(from) + 7) % 7);

const fullWeekday = "((?:mon|tues|wednes|thurs|fri|satur|sun)day)";
// A weekday, short or long, without the full stop that may end the sentence.
const anyWeekday =
  "(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)";
const countWords: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

// "a week on Friday", "two weeks from Saturday", "a fortnight on Tuesday", "a week today";
// not "once a week on Monday", "every week from Monday" or "for a week from Monday".
const weeksFromDay = new RegExp(
  `(?<!\\b(?:once|twice|times|per|each|every|the|for)\\s)\\b(a|one|two|three|four|[1-4])\\s+(weeks?|fortnights?)\\s+(?:(on|from|after)\\s+)?(?:this\\s+(?:coming\\s+)?)?(${anyWeekday}|today|tomorrow)(?![a-z])`,
  "gi",
);

// "Saturday week", "Friday fortnight", "tomorrow week"; not "Monday week 2", "Friday weekend".
const dayWeek =
  /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s+(week|fortnight)\b(?![-'’]|\s*\d|\s+[A-D]\b|\s+(?:one|two|three|commencing|beginning|starting|of|on)\b)/gi;

const dayAfterNext =
  /\b(?:the\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+after\s+next\b(?!\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|month|term|year)\b)/gi;

// "Thursday next week", "next week on Thursday", "Thursday of next week".
const nextWeekDay = new RegExp(
  `\\b${fullWeekday},?\\s+(?:of\\s+)?next\\s+week\\b|\\bnext\\s+week,?\\s+(?:on\\s+)?${fullWeekday}`,
  "gi",
);

// "Half day on the 18th", "pictures are on the 12th, before practice"; not "for the 3rd year",
// "on the 2nd Saturday", "the 12th of March" (chrono reads that) or "next Saturday (the 8th)".
const bareOrdinal = new RegExp(
  `\\b(on|by|until|till|from|before|after|since|starting|for)\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${monthPattern}(?![a-z])|\\s*(?:,|and|&|-|–|to)\\s*\\d)(?=\\s*$|\\s*[,.;:!?)–—-]|\\s+(?:at|from|to|and|or|until|till|before|after|between|in|is|will|when|with|so|as|we|please|for|starting|onwards|\\d)\\b)`,
  "gi",
);

// "next week, Monday through Friday", "Mon-Fri next week": a span of next week's days.
const nextWeekSpan = new RegExp(
  `\\bnext\\s+week,?\\s+(?:from\\s+|on\\s+)?(${anyWeekday})\\s*(?:through|thru|to|until|till|-)\\s*(${anyWeekday})(?![a-z])|\\b(?:from\\s+)?(${anyWeekday})\\s*(?:through|thru|to|until|till|-)\\s*(${anyWeekday})\\s+(?:of\\s+)?next\\s+week\\b`,
  "gi",
);

// "It's on Tuesday": a weekday alone after "on" (not "last Tuesday", "Tuesday 3rd").
const todaysWeekday = new RegExp(
  `(\\bon\\s+)${fullWeekday}\\b(?![-'’]|,?\\s*(?:the\\s+)?\\d|,?\\s*\\(|,?\\s*(?:the\\s+)?${monthPattern}(?![a-z])|\\s+(?:week|fortnight|morning|afternoon|evening|night)\\b)`,
  "gi",
);

// "our next game is in a fortnight", "in a fortnight's time": two weeks from today.
const inAFortnight = /\bin\s+a\s+fortnight(?:['’]s\s+time)?\b/gi;

// "spring camp is the weekend after next": the Saturday of the week after next.
const weekendAfterNext = /\bthe\s+weekend\s+after\s+next\b/gi;

// "the first Monday of next month", "the 3rd of next month".
const nextMonthsDay = new RegExp(
  `\\bthe\\s+(?:(first|second|third|fourth)\\s+${fullWeekday}|(\\d{1,2})(?:st|nd|rd|th))\\s+of\\s+next\\s+month\\b`,
  "gi",
);

/** Chat spellings of "tomorrow" and "tonight" ("tmrw", "2nite"), which titles drop too. */
export const shorthandTomorrowWords = "tmrw|tmrrw|tmw|tmoz|tomoz|2moro|2morrow|2mrw";
export const shorthandTonightWords = "tonite|2nite";
const shorthandTomorrow = new RegExp(`\\b(?:${shorthandTomorrowWords})\\b`, "gi");
const shorthandTonight = new RegExp(`\\b(?:${shorthandTonightWords})\\b`, "gi");

/**
 * The first day `dayOfMonth` on or after `today` that `fits`, this month or
 * one of the next two: a letter does not mean "the 12th" half a year away.
 */
export function nextDayOfMonth(
  today: CalendarDay,
  dayOfMonth: number,
  fits: (day: CalendarDay) => boolean = () => true,
): CalendarDay | null {
  for (let ahead = 0; ahead < 3; ahead += 1) {
    const monthIndex = today.month - 1 + ahead;
    const candidate = {
      year: today.year + Math.floor(monthIndex / 12),
      month: (monthIndex % 12) + 1,
      day: dayOfMonth,
    };
    // 31 in a 30-day month rolls over: not that day.
    if (addDays(candidate, 0).day !== dayOfMonth) continue;
    if (daysBetween(today, candidate) >= 0 && fits(candidate)) return candidate;
  }
  return null;
}

/** The Monday of the week after `today`'s (weeks run Monday to Sunday). */
const nextMonday = (today: CalendarDay): CalendarDay =>
  addDays(today, 7 - ((weekdayOf(today) + 6) % 7));

/** Rewrites the relative dates of `text` that count from `today` into full dates. */
export function resolveRelativeDays(text: string, today: CalendarDay): string {
  const base = (word: string): CalendarDay | null => {
    const lower = word.toLowerCase();
    if (lower === "today") return today;
    if (lower === "tomorrow") return addDays(today, 1);
    const weekday = weekdayNumber(word);
    return weekday < 0 ? null : onOrAfter(today, weekday);
  };
  return (
    text
      .replace(shorthandTomorrow, "tomorrow")
      .replace(shorthandTonight, "tonight")
      // "the day after tomorrow": chrono reads its "tomorrow" alone.
      .replace(/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi, () => withWeekday(addDays(today, 2)))
      .replace(
        weeksFromDay,
        (all, count: string, unit: string, joint: string | undefined, day: string) => {
          // "a week Friday" is British for "a week on Friday"; "three weeks Monday to Friday" is not.
          // ("two weeks today" counts from today whatever the count.)
          if (joint === undefined && !/^(?:a|one)$/i.test(count) && !/^to/i.test(day)) return all;
          const from = base(day);
          const weeks =
            (countWords[count.toLowerCase()] ?? Number(count)) * (/^f/i.test(unit) ? 2 : 1);
          return from === null || !(weeks >= 1) ? all : withWeekday(addDays(from, 7 * weeks));
        },
      )
      // "the Saturday after next": the Saturday a week after the coming one ("Saturday week").
      .replace(dayAfterNext, (all, day: string) => {
        const from = base(day);
        return from === null ? all : withWeekday(addDays(from, 7));
      })
      .replace(dayWeek, (all, day: string, unit: string) => {
        const from = base(day);
        return from === null ? all : withWeekday(addDays(from, /^f/i.test(unit) ? 14 : 7));
      })
      .replace(nextWeekSpan, (all, ...days: Array<string | undefined>) => {
        const [from, to] = days.slice(0, 4).filter((day) => day !== undefined);
        const first = weekdayNumber(from ?? "");
        const last = weekdayNumber(to ?? "");
        if (first < 0 || last < 0) return all;
        const monday = nextMonday(today);
        const start = addDays(monday, (first + 6) % 7);
        const end = addDays(monday, (last + 6) % 7);
        return daysBetween(start, end) < 0 ? all : `${withWeekday(start)} - ${withWeekday(end)}`;
      })
      .replace(nextWeekDay, (all, before: string | undefined, after: string | undefined) => {
        const weekday = weekdayNumber(before ?? after ?? "");
        if (weekday < 0) return all;
        return withWeekday(addDays(nextMonday(today), (weekday + 6) % 7));
      })
      .replace(inAFortnight, () => withWeekday(addDays(today, 14)))
      // "It's on Tuesday", said on a Tuesday: next week's (chrono reads today's).
      .replace(todaysWeekday, (all, lead: string, weekday: string, at: number, whole: string) =>
        weekdayNumber(weekday) === weekdayOf(today) &&
        // ("once a week on Monday", "every week on Monday": a habit.)
        !/\b(?:every|each|once|twice|a week|per week|weekly)\b[^.!?]{0,12}$/i.test(
          whole.slice(0, at),
        ) &&
        // ("on Tuesday this week", "(today!)": today's after all.)
        !/\b(?:today|tonight|this (?:week|morning|afternoon|evening))\b/i.test(
          whole.slice(Math.max(0, at - 60), at + all.length + 40),
        )
          ? `${lead}${withWeekday(addDays(today, 7))}`
          : all,
      )
      .replace(weekendAfterNext, () => withWeekday(addDays(nextMonday(today), 12)))
      .replace(
        nextMonthsDay,
        (
          all,
          nth: string | undefined,
          weekday: string | undefined,
          ordinal: string | undefined,
        ) => {
          const first = {
            year: today.year + (today.month === 12 ? 1 : 0),
            month: (today.month % 12) + 1,
            day: 1,
          };
          if (ordinal !== undefined) return spelled({ ...first, day: Number(ordinal) });
          const count = ["first", "second", "third", "fourth"].indexOf((nth ?? "").toLowerCase());
          const index = weekdayNumber(weekday ?? "");
          return count < 0 || index < 0
            ? all
            : withWeekday(addDays(onOrAfter(first, index), 7 * count));
        },
      )
      .replace(bareOrdinal, (all, word: string, dayText: string) => {
        const day = nextDayOfMonth(today, Number(dayText));
        return day === null ? all : `${word} ${spelled(day)}`;
      })
  );
}

const monthOf = (word: string): number =>
  monthNames.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase().slice(0, 3))) + 1;

// A day written out: "21 November 2026", "16th March", "March 16".
const writtenDay = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthPattern})(?:,?\\s+(\\d{4}))?(?![a-z])|\\b(${monthPattern})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`,
  "gi",
);

// "the Tuesday after that", "the following Tuesday". Not "the night before" or "the next day":
// those are when to pack, fast or read the results, not days to be somewhere.
const countedFromDay = new RegExp(
  `\\bthe\\s+(?:(?:following|next)\\s+${fullWeekday}|${fullWeekday}\\s+after(?:\\s+that)?)\\b`,
  "gi",
);

// "Monday 20 April is a staff day. OSHC will be open on the Monday": the Monday just named.
const theWeekday = new RegExp(
  `\\bthe\\s+${fullWeekday}\\b(?![-'’]|\\s+(?:after|before|the\\b|\\d))`,
  "gi",
);

/** The days `text` writes out, in order, each with a year. */
function writtenDays(text: string, yearOf: (day: CalendarDay) => CalendarDay): Array<CalendarDay> {
  const days: Array<CalendarDay> = [];
  for (const match of text.matchAll(writtenDay)) {
    const monthWord = match[2] ?? match[4] ?? "";
    const month = monthOf(monthWord);
    const day = Number(match[1] ?? match[5]);
    const year = match[3] ?? match[6];
    // "Year 2 may come", "3 mar the day": words, not months.
    if (month < 1 || day < 1 || day > 31 || /^(?:may|mar)$/.test(monthWord)) continue;
    days.push(
      year === undefined ? yearOf({ year: 2000, month, day }) : { year: Number(year), month, day },
    );
  }
  return days;
}

/**
 * Days counted from the days the text wrote out before them: "Match on
 * Saturday 14 March, and the return leg the Tuesday after that"; "Monday 20
 * April is a staff day. OSHC will be open on the Monday". `earlier` is the
 * text read before this (the message's earlier lines); `yearOf` gives a year
 * to a day written without one. With no such day before, they are left.
 */
export function resolveCountedDays(
  text: string,
  yearOf: (day: CalendarDay) => CalendarDay,
  earlier = "",
): string {
  const before = (written: string, offset: number): Array<CalendarDay> =>
    writtenDays(`${earlier}\n${written.slice(0, offset)}`, yearOf);
  const counted = text.replace(
    countedFromDay,
    (all, following: string | undefined, after: string | undefined, offset: number) => {
      const anchor = before(text, offset).at(-1);
      const weekday = weekdayNumber(following ?? after ?? "");
      if (anchor === undefined || weekday < 0) return all;
      return withWeekday(onOrAfter(addDays(anchor, 1), weekday));
    },
  );
  return counted.replace(theWeekday, (all, weekdayWord: string, offset: number) => {
    const weekday = weekdayNumber(weekdayWord);
    const same = before(counted, offset)
      .filter((day) => weekdayOf(day) === weekday)
      .at(-1);
    // "in the Saturday 11 July 2026 matinee": "the" stays, so the title keeps its words.
    return same === undefined ? all : `${all.slice(0, -weekdayWord.length)}${withWeekday(same)}`;
  });
}
