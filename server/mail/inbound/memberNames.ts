/**
 * How the mail names a family member (issue 13): by the name as typed in
 * Family ("Emma Parker"), by its first name ("Emma", "Emma's class"), or by
 * a nickname set on the member ("Also called": "Em"), in any case and with
 * or without accents ("Zoë", "ZOE"). The extractor finds the forms it is
 * given as whole words, a possessive allowed; this module says which forms
 * to give it and whose each found one is.
 */

export interface NamedMember {
  readonly id: string;
  readonly name: string;
  readonly alsoCalled: ReadonlyArray<string>;
}

/** A name as compared: without accents, lower case, single spaces. */
export const foldName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/**
 * First names that are also everyday words: "Will" would tag every "we will
 * be", "May" every date in May. Such a first name alone tags nobody; the
 * whole name and nicknames still do.
 */
const everydayWords = new Set([
  "will",
  "may",
  "june",
  "april",
  "august",
  "mark",
  "bill",
  "pat",
  "sue",
  "hope",
  "grace",
  "joy",
  "rose",
  "dawn",
  "eve",
  "max",
  "art",
  "rich",
  "sunny",
  "summer",
  "holly",
  "ivy",
  "iris",
  "ruby",
  "miles",
  "sky",
  "all",
  "mum",
  "dad",
]);

/** The forms one member goes by: the whole name, its first word, each nickname. */
function formsOf(member: NamedMember): ReadonlyArray<string> {
  const name = member.name.trim().replace(/\s+/g, " ");
  const first = name.split(" ")[0] ?? "";
  const forms = [name, ...member.alsoCalled.map((alias) => alias.trim())];
  if (first !== name && first.length >= 2 && !everydayWords.has(foldName(first))) {
    forms.push(first);
  }
  return forms.filter((form) => form !== "");
}

export interface MemberForms {
  /** What to give the extractor to look for: each form as typed, and without its accents. */
  readonly names: ReadonlyArray<string>;
  /** Whose a found form is, by its folded text. */
  readonly owner: ReadonlyMap<string, string>;
}

/**
 * The forms of the whole family. A form two members share ("Sam" for Sam
 * and Samantha's nickname) names neither: guessing would tag the wrong
 * child; their whole names still tell them apart.
 */
export function memberForms(family: ReadonlyArray<NamedMember>): MemberForms {
  const owners = new Map<string, Set<string>>();
  const spellings = new Map<string, Set<string>>();
  for (const member of family) {
    for (const form of formsOf(member)) {
      const key = foldName(form);
      owners.set(key, (owners.get(key) ?? new Set()).add(member.id));
      spellings.set(key, (spellings.get(key) ?? new Set()).add(form).add(key));
    }
  }
  const owner = new Map<string, string>();
  const names: Array<string> = [];
  for (const [key, ids] of owners) {
    if (ids.size !== 1) continue;
    owner.set(key, [...ids][0] as string);
    names.push(...(spellings.get(key) ?? []));
  }
  return { names, owner };
}

/** The ids of the members the extractor found, each once, from the forms it returns. */
export function membersFound(
  forms: MemberForms,
  found: ReadonlyArray<string>,
): ReadonlyArray<string> {
  return [
    ...new Set(
      found
        .map((form) => forms.owner.get(foldName(form)))
        .filter((id): id is string => id !== undefined),
    ),
  ];
}
