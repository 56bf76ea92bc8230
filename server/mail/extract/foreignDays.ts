/**
 * Days in the other languages read that only the message date completes,
 * written out as numbers (day/month/year, which every one of those parsers
 * reads day first) before chrono reads them: a weekday and a day of the
 * month with no month ("jeudi 12 à 18h30", "el sábado 14", "Donnerstag,
 * den 12."), which chrono's French read as noon; the day after tomorrow
 * ("overmorgen", "übermorgen", "après-demain", "pasado mañana", "depois de
 * amanhã", "dopodomani"); the coming weekday ("el próximo sábado", "sabato
 * prossimo", "samedi prochain"); and Dutch "van vrijdag tot en met zondag", a span
 * chrono reads only with "tot".
 */

import { nextDayOfMonth, weekdayOf } from "./relativeDates";
import { monthPattern, otherLanguageDateWord } from "./vocabulary";
import { addDays, type CalendarDay } from "./zone";

/** Weekday names, Sunday first, in French, German, Spanish, Dutch, Italian and Portuguese. */
const weekdayNames: ReadonlyArray<string> = [
  "dimanche|sonntag|domingo|zondag|domenica",
  "lundi|montag|lunes|maandag|lunedì|segunda(?:-feira)?",
  "mardi|dienstag|martes|dinsdag|martedì|terça(?:-feira)?",
  "mercredi|mittwoch|miércoles|woensdag|mercoledì|quarta(?:-feira)?",
  "jeudi|donnerstag|jueves|donderdag|giovedì|quinta(?:-feira)?",
  "vendredi|freitag|viernes|vrijdag|venerdì|sexta(?:-feira)?",
  "samedi|samstag|sonnabend|sábado|zaterdag|sabato",
];

const anyWeekday = weekdayNames.join("|");

const weekdayNumber = (word: string): number =>
  weekdayNames.findIndex((names) => new RegExp(`^(?:${names})$`, "iu").test(word));

// "jeudi 12 à 18h30", "el sábado 14", "Donnerstag, den 12.": no month, no time after the number.
const weekdayAndDay = new RegExp(
  `(?<!\\p{L})(${anyWeekday}),?\\s+(?:le\\s+|el\\s+|den\\s+|der\\s+|il\\s+|dia\\s+)?(\\d{1,2})(?:er|e|\\.|º|ª)?(?![\\d/]|\\.\\d|\\s*(?:h\\s*\\d|h\\b|uhr\\b|:\\d|\\.\\d))`,
  "giu",
);

const dayAfterTomorrow =
  /(?<!\p{L})(?:overmorgen|übermorgen|après-demain|pasado mañana|depois de amanhã|dopodomani)(?!\p{L})/giu;

const dutchWeekdaySpan =
  /(?<!\p{L})(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\s+(?:tot en met|t\/m)\s+(?=(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?!\p{L}))/giu;

/** "december", "oktober": month names other languages share with English or German. */
const monthWord = new RegExp(`^(?:${monthPattern})(?!\\p{L})`, "iu");

const numeric = (day: CalendarDay): string => `${day.day}/${day.month}/${day.year}`;

// "el próximo sábado", "sabato prossimo", "samedi prochain", "no próximo sábado", "sábado que vem":
// the coming one (chrono's Italian and Spanish read the week after's).
const comingWeekday = new RegExp(
  `(?<!\\p{L})(?:(?:el|il|le|o|no)\\s+)?(?:(?:próximo|proximo|prossimo)\\s+(${anyWeekday})(?!\\p{L}|,?\\s*\\d)|(${anyWeekday})\\s+(?:próximo|prossimo|prochain|que vem))(?!\\p{L})`,
  "giu",
);

/** `text` with the other languages' incomplete days written out against `today`. */
export function resolveForeignDays(text: string, today: CalendarDay): string {
  return text
    .replace(weekdayAndDay, (all, weekday: string, dayText: string, at: number, whole: string) => {
      // "vendredi 12 mars": a month follows, chrono reads it.
      const rest = whole.slice(at + all.length);
      // ("sábado 14 de marzo", "quinta-feira, 12 de março": a month after "de".)
      const next = /^\s*(?:(?:de|del|di|of|im|en)\s+)?(\p{L}+)/u.exec(rest)?.[1] ?? "";
      if (otherLanguageDateWord.test(next) || monthWord.test(next)) return all;
      const wanted = weekdayNumber(weekday);
      const day = nextDayOfMonth(
        today,
        Number(dayText),
        (candidate) => weekdayOf(candidate) === wanted,
      );
      return day === null || wanted < 0 ? all : `${weekday} ${numeric(day)}`;
    })
    .replace(dayAfterTomorrow, () => numeric(addDays(today, 2)))
    .replace(comingWeekday, (all, before: string | undefined, after: string | undefined) => {
      const weekday = before ?? after ?? "";
      const wanted = weekdayNumber(weekday);
      if (wanted < 0) return all;
      const ahead = ((wanted - weekdayOf(today) + 6) % 7) + 1;
      return `${weekday} ${numeric(addDays(today, ahead))}`;
    })
    .replace(dutchWeekdaySpan, "$1 tot ");
}
