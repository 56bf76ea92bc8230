/**
 * schema.org markup in HTML mail: JSON-LD scripts (arrays and @graph
 * included) and microdata (itemscope / itemtype / itemprop), read with
 * htmlparser2. Events and their subtypes, EventReservation (reservationFor
 * an Event) and other reservations that carry a start time (restaurant,
 * lodging, flight, train, bus, rental car) become events.
 */
import { type ChildNode, type Element, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import type { EventChange, ExtractedEvent, ExtractionSource } from "./types";
import { addDays, formatDay, instantOf, isoInZone, parseDay } from "./zone";

type Thing = { readonly [key: string]: unknown };

const isThing = (value: unknown): value is Thing =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typesOf(thing: Thing): Array<string> {
  const type = thing["@type"] ?? thing.type;
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((entry): entry is string => typeof entry === "string")
    .map((entry) => entry.replace(/^.*[/#:]/, ""));
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function stringOf(value: unknown): string {
  const single = first(value);
  if (typeof single === "string") return single.trim();
  if (typeof single === "number") return String(single);
  if (isThing(single)) {
    if (typeof single["@value"] === "string") return single["@value"].trim();
    if (typeof single.name === "string") return single.name.trim();
  }
  return "";
}

function placeOf(value: unknown): string {
  const place = first(value);
  if (typeof place === "string") return place.trim();
  if (!isThing(place)) return "";
  const name = stringOf(place.name);
  const address = first(place.address);
  let street = "";
  if (typeof address === "string") street = address.trim();
  else if (isThing(address)) {
    street = [address.streetAddress, address.addressLocality]
      .map(stringOf)
      .filter((part) => part !== "")
      .join(", ");
  }
  if (name !== "" && street !== "" && !street.includes(name)) return `${name}, ${street}`;
  return name || street;
}

interface Moment {
  readonly value: string;
  readonly allDay: boolean;
  readonly instant: number;
}

/** A schema.org date or date-time: with an offset as given, without one in the family's zone. */
function momentOf(value: unknown, zone: string): Moment | null {
  const text = stringOf(value);
  if (text === "") return null;
  const day = parseDay(text);
  if (day !== null)
    return {
      value: formatDay(day),
      allDay: true,
      instant: Date.UTC(day.year, day.month - 1, day.day),
    };
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(text);
  if (local !== null) {
    const instant = instantOf(
      {
        year: Number(local[1]),
        month: Number(local[2]),
        day: Number(local[3]),
        hour: Number(local[4]),
        minute: Number(local[5]),
        second: Number(local[6] ?? "0"),
      },
      zone,
    );
    return { value: isoInZone(instant, zone), allDay: false, instant };
  }
  const parsed = Date.parse(text);
  if (!Number.isFinite(parsed)) return null;
  return { value: isoInZone(parsed, zone), allDay: false, instant: parsed };
}

const reservationStarts = [
  "startTime",
  "checkinTime",
  "checkinDate",
  "departureTime",
  "pickupTime",
  "startDate",
];
const reservationEnds = [
  "endTime",
  "checkoutTime",
  "checkoutDate",
  "arrivalTime",
  "dropoffTime",
  "endDate",
];

function changeOf(thing: Thing, reservation: Thing | null): EventChange {
  const status = `${stringOf(thing.eventStatus)} ${reservation === null ? "" : stringOf(reservation.reservationStatus)}`;
  if (/Cancel/i.test(status)) return "cancel";
  if (/Rescheduled|Postponed|MovedOnline/i.test(status)) return "update";
  return "new";
}

function titleOf(thing: Thing, reservationType: string | null): string {
  const name = stringOf(thing.name);
  if (reservationType === null) return name;
  if (/Flight/.test(reservationType)) {
    const number = `${stringOf(isThing(thing.airline) ? thing.airline.iataCode : "")}${stringOf(thing.flightNumber)}`;
    const from = stringOf(
      isThing(thing.departureAirport)
        ? (thing.departureAirport.iataCode ?? thing.departureAirport.name)
        : "",
    );
    const to = stringOf(
      isThing(thing.arrivalAirport)
        ? (thing.arrivalAirport.iataCode ?? thing.arrivalAirport.name)
        : "",
    );
    const route = from !== "" && to !== "" ? ` ${from} → ${to}` : "";
    return `Flight ${number}${route}`.trim();
  }
  if (/Lodging/.test(reservationType)) return name === "" ? "Hotel stay" : `Stay at ${name}`;
  if (/FoodEstablishment/.test(reservationType))
    return name === "" ? "Restaurant reservation" : `Reservation at ${name}`;
  if (/Train|Bus/.test(reservationType)) {
    const from = placeOf(thing.departureStation ?? thing.departureBusStop);
    const to = placeOf(thing.arrivalStation ?? thing.arrivalBusStop);
    const kind = /Train/.test(reservationType) ? "Train" : "Bus";
    return from !== "" && to !== "" ? `${kind} ${from} → ${to}` : name || kind;
  }
  if (/RentalCar/.test(reservationType)) return name === "" ? "Car rental" : `Car rental: ${name}`;
  return name;
}

function eventOf(
  thing: Thing,
  reservation: Thing | null,
  zone: string,
  source: ExtractionSource,
  fallbackTitle: string,
): ExtractedEvent | null {
  const reservationType =
    reservation === null
      ? null
      : (typesOf(reservation).find((type) => type.endsWith("Reservation")) ?? null);
  const isEvent = reservationType === null || reservationType === "EventReservation";
  let start: Moment | null = null;
  let end: Moment | null = null;
  if (isEvent) {
    start = momentOf(thing.startDate, zone);
    end = momentOf(thing.endDate, zone);
  }
  if (start === null && reservation !== null) {
    for (const key of reservationStarts) {
      start = momentOf(reservation[key], zone) ?? momentOf(thing[key], zone);
      if (start !== null) break;
    }
    for (const key of reservationEnds) {
      end = momentOf(reservation[key], zone) ?? momentOf(thing[key], zone);
      if (end !== null) break;
    }
  }
  if (start === null) return null;
  // A hotel stay fills the days from check-in to check-out, whatever the hours.
  if (reservationType !== null && /Lodging/.test(reservationType)) {
    start = { ...start, value: start.value.slice(0, 10), allDay: true };
    if (end !== null) end = { ...end, value: end.value.slice(0, 10), allDay: true };
  }
  const title =
    titleOf(thing, reservationType === "EventReservation" ? null : reservationType) ||
    fallbackTitle;
  let endValue: string;
  if (start.allDay) {
    const first = parseDay(start.value);
    const last = end === null ? null : parseDay(end.value.slice(0, 10));
    endValue = formatDay(
      addDays(
        last !== null && first !== null && formatDay(last) >= formatDay(first)
          ? last
          : (first ?? { year: 1970, month: 1, day: 1 }),
        1,
      ),
    );
  } else if (end !== null && end.instant > start.instant) {
    endValue = end.allDay ? isoInZone(start.instant + 3_600_000, zone) : end.value;
  } else {
    endValue = isoInZone(start.instant + 3_600_000, zone);
  }
  // A restaurant or hotel reservation is for the place itself: its name and address.
  const location =
    placeOf(thing.location) ||
    (reservationType !== null && reservationType !== "EventReservation" ? placeOf(thing) : "") ||
    placeOf(thing.departureAirport ?? thing.departureStation ?? thing.departureBusStop);
  return {
    title,
    start: start.value,
    end: endValue,
    allDay: start.allDay,
    location,
    timezone: zone,
    confidence: 0.9,
    source,
    description: stringOf(thing.description).replace(/\s+/g, " ").slice(0, 500),
    uid: null,
    sequence: null,
    recurrence: null,
    change: changeOf(thing, reservation),
    replaces: null,
    members: [],
  };
}

/** Every Event or reservation in a tree of schema.org things. */
function collect(
  value: unknown,
  zone: string,
  source: ExtractionSource,
  fallbackTitle: string,
  out: Array<ExtractedEvent>,
  depth = 0,
): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, zone, source, fallbackTitle, out, depth + 1);
    return;
  }
  if (!isThing(value)) return;
  if (Array.isArray(value["@graph"]))
    collect(value["@graph"], zone, source, fallbackTitle, out, depth + 1);
  const types = typesOf(value);
  const reservation = types.some((type) => type.endsWith("Reservation"));
  if (reservation) {
    const target = first(value.reservationFor);
    const event = eventOf(isThing(target) ? target : value, value, zone, source, fallbackTitle);
    if (event !== null) out.push(event);
    return;
  }
  if (
    types.some((type) => type.endsWith("Event") || type === "Festival" || type === "EventSeries")
  ) {
    const event = eventOf(value, null, zone, source, fallbackTitle);
    if (event !== null) out.push(event);
    // Sub-events (a festival's days) are events too.
    if (value.subEvent !== undefined)
      collect(value.subEvent, zone, source, fallbackTitle, out, depth + 1);
    return;
  }
  if (value.mainEntity !== undefined)
    collect(value.mainEntity, zone, source, fallbackTitle, out, depth + 1);
}

function textContent(nodes: ReadonlyArray<ChildNode>): string {
  let text = "";
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node) && node.name !== "script" && node.name !== "style")
      text += textContent(node.children);
  }
  return text;
}

function elementsOf(nodes: ReadonlyArray<ChildNode>, out: Array<Element> = []): Array<Element> {
  for (const node of nodes) {
    if (isTag(node)) {
      out.push(node);
      elementsOf(node.children, out);
    }
  }
  return out;
}

function itemValue(element: Element): unknown {
  if (element.attribs.itemscope !== undefined) return microdataItem(element);
  const attributes = element.attribs;
  if (attributes.content !== undefined) return attributes.content;
  if (element.name === "time" && attributes.datetime !== undefined) return attributes.datetime;
  if (element.name === "meta") return attributes.content ?? "";
  if ((element.name === "a" || element.name === "link") && attributes.href !== undefined)
    return attributes.href;
  if (element.name === "img" && attributes.src !== undefined) return attributes.src;
  return textContent(element.children).replace(/\s+/g, " ").trim();
}

/** One microdata item as a JSON-LD-like object, properties from descendants up to nested items. */
function microdataItem(scope: Element): Thing {
  const item: Record<string, unknown> = { "@type": scope.attribs.itemtype ?? "" };
  const visit = (nodes: ReadonlyArray<ChildNode>) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const names = (node.attribs.itemprop ?? "").split(/\s+/).filter((name) => name !== "");
      if (names.length > 0) {
        const value = itemValue(node);
        for (const name of names) {
          if (item[name] === undefined) item[name] = value;
        }
      }
      if (node.attribs.itemscope === undefined) visit(node.children);
    }
  };
  visit(scope.children);
  return item;
}

/** Tolerates the HTML comments and CDATA wrappers some senders put around JSON-LD. */
function parseJsonLd(text: string): unknown {
  const cleaned = text
    .replace(/^\s*<!--|-->\s*$/g, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "")
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    return null;
  }
}

export interface SchemaOrgResult {
  readonly events: Array<ExtractedEvent>;
  readonly warnings: Array<string>;
}

export function eventsFromSchemaOrg(
  html: string,
  zone: string,
  fallbackTitle: string,
): SchemaOrgResult {
  const events: Array<ExtractedEvent> = [];
  const warnings: Array<string> = [];
  if (!/application\/ld\+json|itemscope/i.test(html)) return { events, warnings };
  const document = parseDocument(html, { lowerCaseAttributeNames: true });
  const elements = elementsOf(document.children);
  for (const element of elements) {
    if (element.name !== "script" || !/ld\+json/i.test(element.attribs.type ?? "")) continue;
    const data = parseJsonLd(
      textContent(element.children) ||
        element.children.map((child) => (isText(child) ? child.data : "")).join(""),
    );
    if (data === null) {
      warnings.push("A JSON-LD block is not valid JSON.");
      continue;
    }
    collect(data, zone, "jsonld", fallbackTitle, events);
  }
  for (const element of elements) {
    if (element.attribs.itemscope === undefined || element.attribs.itemprop !== undefined) continue;
    collect(microdataItem(element), zone, "microdata", fallbackTitle, events);
  }
  return { events, warnings };
}
