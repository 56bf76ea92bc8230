/**
 * A reader of `text/event-stream` (the WHATWG "server-sent events" format),
 * for `GET /api/live`. The browser's EventSource would parse it for us but
 * cannot send the `x-functions-key` and bearer headers, so the stream is
 * read with fetch and parsed here.
 */

export interface SseMessage {
  /** The `event:` field; "message" when the block has none. */
  readonly event: string;
  /** The `data:` lines, joined with newlines. */
  readonly data: string;
}

export interface SseReader {
  /** Text as it arrives, cut anywhere (mid-line, mid-block). */
  readonly push: (text: string) => void;
}

export interface SseListener {
  readonly message: (message: SseMessage) => void;
  /** A comment (`: ping`) or a field that is not a message (`retry:`, `id:`): a sign of life. */
  readonly heard: () => void;
}

const LINE_END = /\r\n|\r|\n/;

export function createSseReader(listener: SseListener): SseReader {
  let buffer = "";
  let event = "";
  let data: Array<string> = [];

  const dispatch = () => {
    if (data.length > 0)
      listener.message({ event: event === "" ? "message" : event, data: data.join("\n") });
    event = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return listener.heard();
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? "" : text.slice(colon + 1);
    const value = raw.startsWith(" ") ? raw.slice(1) : raw;
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else listener.heard();
  };

  return {
    push: (text) => {
      buffer += text;
      for (;;) {
        const match = LINE_END.exec(buffer);
        // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
        if (match === null || (match[0] === "\r" && match.index === buffer.length - 1)) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}
