/**
 * Family members named with an event: "Emma's class trip", "for Noah",
 * "Noah – football". Whole words, any case, with or without accents
 * ("Zoë" and "Zoe" alike), a possessive 's allowed.
 */

/** Text without its accents, so that "Zoë" in a message finds "Zoe" as typed, and the other way round. */
const withoutAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}+/gu, "");

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name as a whole word, a possessive 's allowed when `possessive`. */
const namePattern = (name: string, flags: string, possessive = false): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}${possessive ? "(?:['’]s)?" : ""}(?![\\p{L}\\p{N}])`,
    flags,
  );

/** Words matched in any case ("Hi", "HI", "hi") while the names after them must be capitalised. */
const caseless = (words: string): string =>
  words.replace(/\p{L}/gu, (letter) =>
    letter.toLowerCase() === letter.toUpperCase()
      ? letter
      : `[${letter.toLowerCase()}${letter.toUpperCase()}]`,
  );

/** A capitalised name, perhaps with a surname, perhaps two joined by "and". */
const names = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?(?:[ \t]+(?:and|&|und|et|y|e|en)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?)?`;

/**
 * A line that only greets its reader by name ("Hi Oliver,", "Dear Sinéad Byrne,", "Dear Sam and Jo,",
 * "Hallo Anna!"). "Dear Mia's parents," names the child and is no greeting line.
 */
const greetingLine = new RegExp(
  String.raw`^[ \t>]*(?:${caseless("hi|hiya|hello|hey|dear|morning|good morning|good afternoon|good evening|hallo|liebe|lieber|liebes|bonjour|salut|chère|cher|hola|querido|querida|queridos|olá|ciao|cara|caro|beste|lieve|hoi")})[ \t]+${names}[ \t]*[,!.:]?[ \t]*$`,
  "gmu",
);

/** A sign-off and the name under it or beside it ("Thanks,\nOliver", "Cheers, Sam"): the writer. */
const signOff = new RegExp(
  String.raw`^[ \t>]*(?:${caseless("thanks|thank you|many thanks|cheers|best|best wishes|kind regards|regards|love|warm regards|take care|see you soon|danke|liebe grüße|viele grüße|merci|bisous|gracias|saludos|un abrazo|obrigado|obrigada|beijos|grazie|groetjes")}|[xX]{1,4}(?=[ \t]*[,!.]?[ \t]*\r?\n))[ \t]*[,!.]?[ \t]*(?:\r?\n[ \t>]*)?${names}[ \t]*[,!.]?[ \t]*$`,
  "gmu",
);

/** The text without its sign-off, and without its greeting too when `greeting` is true. */
const withoutGreetings = (text: string, greeting = true): string =>
  (greeting ? text.replace(greetingLine, "") : text).replace(signOff, "");

/** "You are invited", "Ella has invited you", "your dental appointment": the event is the reader's. */
const toTheReader =
  /\b(?:you(?:['’]re| are) (?:all )?invited|invit(?:e|es|ed|ing) you|your (?:[\p{L}-]+\s+){0,2}appointment)\b/iu;

/**
 * The members an event is about, from its own texts and, when given, the whole message. The one
 * a message greets is the reader ("Hi Oliver," over Mia's eye test), unless the message names
 * no one else and the event is the reader's ("Dear Sam and Mia, you are invited…", "Dear Oliver
 * Hartley, … your dental appointment"). The one who signs off is the writer.
 */
export function membersOf(
  own: ReadonlyArray<string>,
  message: string | null,
  family: ReadonlyArray<string>,
): Array<string> {
  if (message === null) return membersIn(own, family);
  const named = membersIn([...own, withoutGreetings(message)], family);
  if (named.length > 0 || !toTheReader.test(message)) return named;
  return membersIn([...own, withoutGreetings(message, false)], family);
}

export function membersIn(
  texts: ReadonlyArray<string>,
  family: ReadonlyArray<string>,
): Array<string> {
  const found: Array<string> = [];
  const plain = texts.map(withoutAccents);
  for (const member of family) {
    const name = withoutAccents(member.trim());
    if (name === "") continue;
    // (Any case: "zoë has swimming". A first name that is an everyday word, "Will", is never
    // given alone: the intake gives the whole name, memberNames.ts.)
    const pattern = namePattern(name, "iu", true);
    if (plain.some((text) => pattern.test(text))) found.push(member.trim());
  }
  return found;
}

const mentions = (title: string, member: string): boolean =>
  namePattern(withoutAccents(member), "iu").test(withoutAccents(title));

/**
 * An event about one member of the family has that member in its title, as a
 * parent would type it: "Summer Camp" for Darragh is "Summer Camp (Darragh)".
 */
export function withMemberNamed<
  Event extends { readonly title: string; readonly members: ReadonlyArray<string> },
>(event: Event): Event {
  const [member, ...others] = event.members;
  if (member === undefined || others.length > 0 || mentions(event.title, member)) return event;
  return { ...event, title: `${event.title} (${member})` };
}
