/**
 * HTML to lines for the text pipeline, with htmlparser2: each block element
 * (paragraph, heading, list item, break) ends a line, and each row of a data
 * table becomes one line whose cells are kept apart, so a date cell and a
 * title cell stay distinguishable. Layout tables (the cells of mass-mailer
 * templates hold paragraphs and nested tables) give their lines in order.
 * Scripts, styles and hidden parts are skipped.
 */
import { Parser } from "htmlparser2";
import { isHeaderRow } from "./sentences";

export interface Line {
  readonly text: string;
  /** Cells when the line is a table row, else null. */
  readonly cells: ReadonlyArray<string> | null;
  /** A heading element or a bold-only line: may head the lines after it. */
  readonly heading: boolean;
  /** A list item. */
  readonly bullet: boolean;
}

const blockTags = new Set([
  "p",
  "div",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "section",
  "article",
  "header",
  "footer",
  "blockquote",
  "hr",
  "dt",
  "dd",
  "pre",
  "center",
  "address",
]);
const skippedTags = new Set(["script", "style", "head", "title", "noscript", "template", "svg"]);
const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

const squash = (text: string): string => text.replace(/[\s\u00a0\u200b]+/g, " ").trim();

/** A line being written: its text, how much of it is bold, and what opened it. */
interface Fragment {
  text: string;
  boldChars: number;
  heading: boolean;
  bullet: boolean;
}

interface Row {
  readonly cells: Array<Array<Fragment>>;
  cell: Array<Fragment> | null;
  /** A cell held paragraphs or a table: the row is layout, not data. */
  blocky: boolean;
  readonly tableDepth: number;
}

const fresh = (heading = false, bullet = false): Fragment => ({
  text: "",
  boldChars: 0,
  heading,
  bullet,
});

function lineOf(fragment: Fragment): Line | null {
  const text = squash(fragment.text);
  if (text === "") return null;
  const boldOnly =
    fragment.boldChars > 0 && fragment.boldChars >= text.replace(/\s/g, "").length * 0.9;
  return { text, cells: null, heading: fragment.heading || boldOnly, bullet: fragment.bullet };
}

export function htmlToLines(html: string): Array<Line> {
  const lines: Array<Line> = [];
  let current = fresh();
  const rows: Array<Row> = [];
  const hidden: Array<string> = [];
  let skipping = 0;
  let tableDepth = 0;
  let boldDepth = 0;

  const emit = (fragment: Fragment) => {
    const line = lineOf(fragment);
    if (line !== null) lines.push(line);
  };
  const flush = (heading = false, bullet = false) => {
    emit(current);
    current = fresh(heading, bullet);
  };
  /** The fragment text goes to: the open cell of the innermost row, or the flow. */
  const target = (): Fragment | null => {
    const row = rows.at(-1);
    if (row === undefined) return current;
    return row.cell === null ? null : (row.cell.at(-1) ?? null);
  };
  /** Gives a layout row's lines so far, in order, and empties it. */
  const spill = (row: Row) => {
    for (const cell of row.cells) for (const fragment of cell) emit(fragment);
    for (const fragment of row.cell ?? []) emit(fragment);
    row.cells.length = 0;
    if (row.cell !== null) row.cell = [fresh()];
  };
  const closeRow = () => {
    const row = rows.pop();
    if (row === undefined) return;
    if (row.cell !== null) row.cells.push(row.cell);
    const texts = row.cells.map((cell) => squash(cell.map((fragment) => fragment.text).join(" ")));
    const filled = texts.filter((text) => text !== "");
    if (!row.blocky && filled.length >= 2) {
      const line: Line = { text: filled.join(" | "), cells: filled, heading: false, bullet: false };
      const outer = rows.at(-1);
      // A data row inside a layout cell still comes out in order.
      if (outer !== undefined) spill(outer);
      lines.push(line);
      return;
    }
    const outer = rows.at(-1);
    if (outer !== undefined) spill(outer);
    for (const cell of row.cells) for (const fragment of cell) emit(fragment);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipping > 0 || skippedTags.has(name)) {
          if (skippedTags.has(name)) skipping += 1;
          return;
        }
        const style = (attributes.style ?? "").replace(/\s/g, "").toLowerCase();
        if (style.includes("display:none") && name !== "br") {
          skipping += 1;
          hidden.push(name);
          return;
        }
        if (name === "b" || name === "strong") boldDepth += 1;
        const row = rows.at(-1);
        if (name === "table") {
          tableDepth += 1;
          // A table inside a cell makes that cell layout; what came before it is given first.
          if (row !== undefined && row.cell !== null) {
            row.blocky = true;
            spill(row);
          } else if (row === undefined) flush();
          return;
        }
        if (name === "tr") {
          if (row === undefined) flush();
          rows.push({ cells: [], cell: null, blocky: false, tableDepth });
          return;
        }
        if ((name === "td" || name === "th") && row !== undefined) {
          if (row.cell !== null) row.cells.push(row.cell);
          row.cell = [fresh()];
          return;
        }
        if (!blockTags.has(name)) return;
        if (row !== undefined) {
          if (row.cell === null) return;
          if (name !== "br") row.blocky = true;
          row.cell.push(fresh(headingTags.has(name), name === "li"));
          return;
        }
        flush(headingTags.has(name), name === "li");
      },
      ontext(data) {
        if (skipping > 0) return;
        const fragment = target();
        if (fragment === null) return;
        const text = data.replace(/\u00a0/g, " ");
        fragment.text += text;
        if (boldDepth > 0) fragment.boldChars += text.replace(/\s/g, "").length;
      },
      onclosetag(name) {
        if (skipping > 0) {
          if (skippedTags.has(name)) skipping -= 1;
          else if (hidden.at(-1) === name) {
            hidden.pop();
            skipping -= 1;
          }
          return;
        }
        if (name === "b" || name === "strong") boldDepth = Math.max(0, boldDepth - 1);
        const row = rows.at(-1);
        if ((name === "td" || name === "th") && row !== undefined && row.cell !== null) {
          row.cells.push(row.cell);
          row.cell = null;
          return;
        }
        if (name === "tr" && row !== undefined) {
          closeRow();
          return;
        }
        if (name === "table") {
          // Rows left open by broken markup close with their table.
          while ((rows.at(-1)?.tableDepth ?? -1) >= tableDepth) closeRow();
          tableDepth = Math.max(0, tableDepth - 1);
          return;
        }
        if (!blockTags.has(name)) return;
        if (row !== undefined) {
          if (row.cell !== null) row.cell.push(fresh());
          return;
        }
        flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  while (rows.length > 0) closeRow();
  flush();
  return withLabelledRowTimes(lines);
}

/** A column that says when to be there or when it starts: "Reporting", "Meet", "Start", "KO". */
const timeColumn =
  /^\W*(?:report(?:ing)?(?: time)?|meet(?:ing)?(?: time)?|arrive|arrival|warm[- ]?up|check[- ]?in|start(?: time)?|ko|kick[- ]?off|begins?|finish|ends?)\W*$/i;

/**
 * Table rows whose times stand under a column that says what they are, each time labelled by it
 * ("Reporting 7:30 am | Start 8:00 am"), so a row reads as a sentence would: a report time is when
 * to be there, not the start. The column names are the first row of each run of rows, when it is
 * a header row (`isHeaderRow`); the cells themselves stay as they are, for the title.
 */
export function withLabelledRowTimes(lines: ReadonlyArray<Line>): Array<Line> {
  let header: ReadonlyArray<string> = [];
  return lines.map((line, index) => {
    if (line.cells === null) return line;
    if ((lines[index - 1]?.cells ?? null) === null) {
      header = isHeaderRow(line.cells) ? line.cells : [];
      return line;
    }
    const text = line.cells
      .map((cell, column) => {
        const name = header[column] ?? "";
        return timeColumn.test(name) && clockOnly.test(cell) ? `${name} ${cell}` : cell;
      })
      .join(" | ");
    return text === line.text ? line : { ...line, text };
  });
}

const clockOnly = /^\s*\d{1,2}(?:[:.]\d\d)\s*(?:[ap]\.?m\.?)?\s*$|^\s*\d{1,2}\s*[ap]\.?m\.?\s*$/i;

/** Plain text to lines: one per line, list markers noted, blank lines dropped. */
export function textToLines(text: string): Array<Line> {
  const lines: Array<Line> = [];
  const rawLines = text.replace(/\r\n?/g, "\n").split("\n");
  // "Date  Day  Time      Opponent" over "4/17  Sat  9:00 AM   vs Cardinals": columns lined up with
  // spaces, two rows or more, are a table's cells.
  // Only under a header row that names its columns ("Date", "Time", "Opponent"): a booking's
  // "Depart  London Victoria   09:30" is no table.
  const columns = rawLines.map(columnsOf);
  const tableRows = new Set<number>();
  columns.forEach((cells, index) => {
    // (A journey's "Date  Time  From  To" is read by the itinerary, as lines.)
    if (cells === null || !isHeaderRow(cells) || columns[index + 1] == null) return;
    if (cells.some((cell) => /^(?:from|to|depart\w*|arriv\w*|dep|arr)$/i.test(cell))) return;
    for (let row = index; columns[row] != null; row += 1) tableRows.add(row);
  });
  const inTable = (index: number) => tableRows.has(index);
  for (const [index, rawLine] of rawLines.entries()) {
    const cells = inTable(index) ? (columns[index] ?? null) : null;
    if (cells !== null) {
      lines.push({ text: cells.join(" | "), cells, heading: false, bullet: false });
      continue;
    }
    const bullet = /^\s*(?:[-*•·▪◦‣–]|\d{1,2}[.)])\s+/.test(rawLine);
    const stripped = squash(rawLine.replace(/^\s*(?:[-*•·▪◦‣]|\d{1,2}[.)])\s+/, ""));
    if (stripped === "") continue;
    const markdownHeading = /^#{1,6}\s/.test(stripped) || /^\*\*[^*]+\*\*:?$/.test(stripped);
    lines.push({
      text: stripped.replace(/^#{1,6}\s+/, "").replace(/^\*\*([^*]+)\*\*(:?)$/, "$1$2"),
      cells: null,
      heading: markdownHeading,
      bullet,
    });
  }
  return withLabelledRowTimes(lines);
}

/** A line's columns when two or more spaces (or tabs) part three or more of them. */
function columnsOf(raw: string): Array<string> | null {
  const parts = raw
    .trim()
    .split(/ {2,}|\t+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return parts.length >= 3 ? parts : null;
}

/** A letter's title line ("Year 3 Trip to Chester Zoo - Wednesday 25th March"), not a sentence of prose. */
export const titleLine = (line: Line): boolean =>
  line.cells === null && line.text.split(/\s+/).length <= 14 && !/[.!?]$/.test(line.text.trim());

/** "MATARIKI SHARED LUNCH" on a line of its own: a plain-text heading, written in capitals. */
export const shoutedTitle = (line: Line): boolean =>
  titleLine(line) &&
  /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u.test(line.text) &&
  // "PLEASE DO NOT PARK ON THE ZIGZAGS" is an order in capitals, not a heading.
  !/^\W*(?:please|do|don['’]t|no|not|note|reminder|important|urgent|warning|attention)\b/i.test(
    line.text,
  ) &&
  line.text.trim().split(/\s+/).length >= 2;
