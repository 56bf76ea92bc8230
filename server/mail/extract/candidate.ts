/**
 * A new text event read from the shape of its lines rather than from a
 * sentence (a journey, a stay, a list's game): no calendar identity, no
 * change, nobody named yet and no title options to rank again.
 */

import type { TextCandidate } from "./buildEvent";

type Shaped = Pick<
  TextCandidate,
  | "title"
  | "start"
  | "end"
  | "allDay"
  | "location"
  | "timezone"
  | "confidence"
  | "source"
  | "description"
  | "dayKey"
> & { readonly lengthOpen?: boolean };

export const shapedCandidate = (event: Shaped): TextCandidate => ({
  ...event,
  uid: null,
  sequence: null,
  recurrence: null,
  change: "new",
  replaces: null,
  members: [],
  titleOptions: [],
});
