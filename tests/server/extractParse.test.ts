/**
 * The e-mail reader: MIME through postal-mime and the unwrapping of
 * forwards (Gmail, Apple Mail, Outlook, Thunderbird, message/rfc822), so
 * the original sender, date, subject and body are what the extractor reads.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFromRaw, parseMessage } from "../../server/mail/extract";

/** A message from header lines and a body, with CRLF line ends as on the wire. */
function mail(headers: Record<string, string>, body: string): string {
  const head = Object.entries(headers).map(([key, value]) => `${key}: ${value}`);
  return `${[...head, "", ...body.replace(/^\n/, "").split("\n")].join("\r\n")}`;
}

const outer = {
  From: "Sam Parent <Sam.Parent@gmail.com>",
  To: "abc123@in.corkboard.test",
  Date: "Tue, 3 Mar 2026 08:00:00 -0500",
  "MIME-Version": "1.0",
  "Content-Type": "text/plain; charset=utf-8",
};

describe("parseMessage", () => {
  it("reads a plain message as its own original", async () => {
    const message = await parseMessage(
      mail({ ...outer, Subject: "Hello", "Message-ID": "<m1@gmail.com>" }, "Just saying hi."),
    );
    expect(message.from).toBe("sam.parent@gmail.com");
    expect(message.fromName).toBe("Sam Parent");
    expect(message.to).toEqual(["abc123@in.corkboard.test"]);
    expect(message.messageId).toBe("<m1@gmail.com>");
    expect(message.date?.toISOString()).toBe("2026-03-03T13:00:00.000Z");
    expect(message.forwarded).toBe(false);
    expect(message.original.from).toBe("sam.parent@gmail.com");
    expect(message.original.text.trim()).toBe("Just saying hi.");
  });

  it("unwraps a Gmail forward to the original sender, date and body", async () => {
    const message = await parseMessage(
      mail(
        { ...outer, Subject: "Fwd: Swimming gala" },
        `
See below!

---------- Forwarded message ---------
From: St Mary's Office <office@stmarys.example.org>
Date: Mon, Mar 2, 2026 at 9:14 AM
Subject: Swimming gala
To: <parents@stmarys.example.org>


The swimming gala is on Friday 13 March at 2pm.
`,
      ),
      { timeZone: "America/New_York" },
    );
    expect(message.forwarded).toBe(true);
    expect(message.from).toBe("sam.parent@gmail.com");
    expect(message.original.from).toBe("office@stmarys.example.org");
    expect(message.original.fromName).toBe("St Mary's Office");
    expect(message.original.subject).toBe("Swimming gala");
    expect(message.original.date?.toISOString()).toBe("2026-03-02T14:14:00.000Z");
    expect(message.original.text).toBe("The swimming gala is on Friday 13 March at 2pm.");
  });

  it("unwraps an Apple Mail forward", async () => {
    const message = await parseMessage(
      mail(
        { ...outer, Subject: "Fwd: Party" },
        `

Begin forwarded message:

From: Jo Smith <jo@example.com>
Subject: Party
Date: 1 March 2026 at 18:05:11 GMT
To: Sam Parent <sam.parent@gmail.com>

Come to Lily's party on Saturday 14 March, 2-4pm.
`,
      ),
    );
    expect(message.forwarded).toBe(true);
    expect(message.original.from).toBe("jo@example.com");
    expect(message.original.date?.toISOString()).toBe("2026-03-01T18:05:11.000Z");
    expect(message.original.text).toContain("Lily's party");
    expect(message.original.text).not.toContain("Begin forwarded");
  });

  it("unwraps an Outlook forward with and without the Original Message line", async () => {
    for (const separator of ["-----Original Message-----", "________________________________"]) {
      const message = await parseMessage(
        mail(
          { ...outer, Subject: "FW: Dentist" },
          `
Booked.

${separator}
From: Smile Dental [mailto:reception@smiledental.example.com]
Sent: Monday, March 2, 2026 10:30 AM
To: Sam Parent
Subject: Appointment reminder

Noah has a check-up on Thursday 12 March at 3:30pm.
`,
        ),
        { timeZone: "America/New_York" },
      );
      expect(message.forwarded).toBe(true);
      expect(message.original.from).toBe("reception@smiledental.example.com");
      expect(message.original.fromName).toBe("Smile Dental");
      expect(message.original.subject).toBe("Appointment reminder");
      expect(message.original.date?.toISOString()).toBe("2026-03-02T15:30:00.000Z");
      expect(message.original.text).toBe("Noah has a check-up on Thursday 12 March at 3:30pm.");
    }
  });

  it("unwraps a message/rfc822 attachment, with the attached message's own attachments", async () => {
    const inner = mail(
      {
        From: "Coach <coach@fc.example.co.uk>",
        To: "parents@fc.example.co.uk",
        Subject: "Match on Saturday",
        Date: "Wed, 4 Mar 2026 19:00:00 +0000",
        "MIME-Version": "1.0",
        "Content-Type": 'multipart/mixed; boundary="in"',
      },
      `
--in
Content-Type: text/plain; charset=utf-8

Kick-off at 10am on Saturday 7 March.
--in
Content-Type: text/calendar; charset=utf-8; method=PUBLISH
Content-Disposition: attachment; filename="match.ics"

BEGIN:VCALENDAR
END:VCALENDAR
--in--
`,
    );
    const message = await parseMessage(
      mail(
        {
          ...outer,
          Subject: "Fwd: Match on Saturday",
          "Content-Type": 'multipart/mixed; boundary="out"',
        },
        `
--out
Content-Type: text/plain; charset=utf-8

Forwarding as attachment.
--out
Content-Type: message/rfc822
Content-Disposition: attachment; filename="match.eml"

${inner}
--out--
`,
      ),
    );
    expect(message.forwarded).toBe(true);
    expect(message.from).toBe("sam.parent@gmail.com");
    expect(message.original.from).toBe("coach@fc.example.co.uk");
    expect(message.original.subject).toBe("Match on Saturday");
    expect(message.original.date?.toISOString()).toBe("2026-03-04T19:00:00.000Z");
    expect(message.original.text).toContain("Kick-off at 10am");
    expect(message.attachments.map((attachment) => attachment.filename)).toContain("match.ics");
  });

  it("decodes quoted-printable HTML and falls back to its text", async () => {
    const message = await parseMessage(
      mail(
        {
          ...outer,
          Subject: "HTML only",
          "Content-Type": "text/html; charset=utf-8",
          "Content-Transfer-Encoding": "quoted-printable",
        },
        "<p>Caf=C3=A9 morning on <b>Friday</b></p>",
      ),
    );
    expect(message.html).toContain("Café morning");
    expect(message.text).toContain("Café morning on FRIDAY".replace("FRIDAY", "Friday"));
  });
});

describe("hostile input never throws", () => {
  const options = { timeZone: "Europe/London" };

  it("survives a broken multipart boundary", async () => {
    const result = await extractFromRaw(
      mail(
        { ...outer, Subject: "Broken", "Content-Type": 'multipart/mixed; boundary="never-closed' },
        "--nope\r\nContent-Type: text/plain\r\n\r\nSports day on Friday 13 March 2026.",
      ),
      options,
    );
    expect(Array.isArray(result.events)).toBe(true);
    expect(result.message.subject).toBe("Broken");
  });

  it("survives an unknown charset and still reads the text", async () => {
    const result = await extractFromRaw(
      mail(
        { ...outer, Subject: "Charset", "Content-Type": "text/plain; charset=x-no-such-charset" },
        "Sports day on Friday 13 March 2026.",
      ),
      options,
    );
    expect(result.message.text).toContain("Sports day");
    expect(result.events.map((event) => event.start)).toEqual(["2026-03-13"]);
  });

  it("survives a 20 MB attachment and a zip bomb, without opening either", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 7)
      .toString("base64")
      .replace(/.{76}/g, "$&\r\n");
    // A zip whose local header claims a huge uncompressed size: never decompressed.
    const bomb = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
      Buffer.alloc(16, 0xff),
      Buffer.alloc(4096, 0),
    ]).toString("base64");
    const raw = mail(
      { ...outer, Subject: "Big", "Content-Type": 'multipart/mixed; boundary="b"' },
      `
--b
Content-Type: text/plain

Photos attached. Sports day is on Friday 13 March 2026.
--b
Content-Type: application/pdf
Content-Disposition: attachment; filename="huge.pdf"
Content-Transfer-Encoding: base64

${big}
--b
Content-Type: application/zip
Content-Disposition: attachment; filename="bomb.zip"
Content-Transfer-Encoding: base64

${bomb}
--b--
`,
    );
    const result = await extractFromRaw(raw, options);
    expect(
      result.message.attachments.find((attachment) => attachment.filename === "huge.pdf")?.size,
    ).toBe(20 * 1024 * 1024);
    expect(result.warnings.some((warning) => warning.includes("huge.pdf"))).toBe(true);
    expect(result.events.map((event) => event.start)).toEqual(["2026-03-13"]);
  });

  it("survives a header larger than the parser allows", async () => {
    const raw = mail(
      { ...outer, Subject: "Huge header", "X-Junk": "a".repeat(3 * 1024 * 1024) },
      "Sports day on Friday 13 March 2026.",
    );
    const result = await extractFromRaw(raw, options);
    expect(result.message.text).toContain("Sports day");
  });

  it("survives bytes that are not a message at all, and a PDF that is not a PDF", async () => {
    const noise = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    const result = await extractFromRaw(noise, options);
    expect(result.events).toEqual([]);
    const fakePdf = mail(
      { ...outer, Subject: "Newsletter", "Content-Type": 'multipart/mixed; boundary="p"' },
      `
--p
Content-Type: text/plain

See attached.
--p
Content-Type: application/pdf
Content-Disposition: attachment; filename="newsletter.pdf"
Content-Transfer-Encoding: base64

${Buffer.from("%PDF-1.7\n garbage that is not a pdf").toString("base64")}
--p--
`,
    );
    const withPdf = await extractFromRaw(fakePdf, options);
    expect(withPdf.events).toEqual([]);
    expect(withPdf.warnings.some((warning) => warning.startsWith("PDF newsletter.pdf"))).toBe(true);
  });

  it("ignores a script in the HTML", async () => {
    const result = await extractFromRaw(
      mail(
        { ...outer, Subject: "Script", "Content-Type": "text/html; charset=utf-8" },
        "<script>alert('Concert on Friday 13 March 2026 at 7pm')</script><p>Nothing else here.</p>",
      ),
      options,
    );
    expect(result.events).toEqual([]);
  });
});

describe("HTML forwards", () => {
  function alternative(headers: Record<string, string>, text: string, html: string): string {
    return mail(
      {
        ...headers,
        "MIME-Version": "1.0",
        "Content-Type": 'multipart/alternative; boundary="alt"',
      },
      `--alt\nContent-Type: text/plain; charset=utf-8\n\n${text}\n--alt\nContent-Type: text/html; charset=utf-8\n\n${html}\n--alt--\n`,
    );
  }

  it("reads a Gmail HTML forward from its quote, without the forwarder's note", async () => {
    const raw = alternative(
      {
        From: "Mum <mum@gmail.com>",
        To: "x@in.corkboard.test",
        Subject: "Fwd: Match moved",
        Date: "Wed, 4 Mar 2026 19:00:00 -0500",
      },
      "Can you take her on Friday 6 March?\n\n---------- Forwarded message ---------\nFrom: Coach Sam <sam@rovers.example.com>\nDate: Wed, Mar 4, 2026 at 6:02 PM\nSubject: Match moved\nTo: <parents@rovers.example.com>\n\nSaturday's match against Hilltop has been moved to Sunday 8 March at 11am.",
      '<div dir="ltr">Can you take her on Friday 6 March?<div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>From: <strong>Coach Sam</strong> &lt;sam@rovers.example.com&gt;<br>Date: Wed, Mar 4, 2026 at 6:02 PM<br>Subject: Match moved<br>To: &lt;parents@rovers.example.com&gt;<br></div><br><div>Saturday\'s match against Hilltop has been moved to Sunday 8 March at 11am.</div></div></div>',
    );
    const { message, events } = await extractFromRaw(raw, { timeZone: "America/New_York" });
    expect(message.original.from).toBe("sam@rovers.example.com");
    expect(message.original.html).toContain("Forwarded message");
    expect(events).toMatchObject([
      {
        title: "Match v Hilltop",
        start: "2026-03-08T11:00:00-04:00",
        change: "update",
        source: "html",
      },
    ]);
  });

  it("reads an Outlook HTML forward and ignores its Sent: line", async () => {
    const raw = alternative(
      {
        From: "Sam <sam@outlook.com>",
        To: "x@in.corkboard.test",
        Subject: "FW: Check-up",
        Date: "Mon, 2 Mar 2026 11:00:00 -0500",
      },
      "Booked.\n\nFrom: Smile Dental <reception@smile.example.com>\nSent: Monday, March 2, 2026 10:30 AM\nTo: Sam Parent <sam@outlook.com>\nSubject: Check-up\n\nNoah has a check-up on Thursday 12 March at 3:30pm.",
      '<div>Booked.</div><hr><div id="divRplyFwdMsg"><b>From:</b> Smile Dental &lt;reception@smile.example.com&gt;<br><b>Sent:</b> Monday, March 9, 2026 10:30 AM<br><b>To:</b> Sam Parent<br><b>Subject:</b> Check-up</div><div><p>Noah has a check-up on Thursday 12 March at 3:30pm.</p></div>',
    );
    const { message, events } = await extractFromRaw(raw, {
      timeZone: "America/New_York",
      family: ["Noah"],
    });
    expect(message.forwarded).toBe(true);
    expect(message.original.subject).toBe("Check-up");
    expect(events).toMatchObject([
      { start: "2026-03-12T15:30:00-04:00", source: "html", members: ["Noah"], change: "new" },
    ]);
  });
});

describe("any input", () => {
  it("never throws on arbitrary text shaped like mail, nor on arbitrary bytes", async () => {
    const headerish = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "From: a@b.co.uk",
            "Content-Type: multipart/mixed; boundary=x",
            "Content-Type: text/calendar",
            "Content-Transfer-Encoding: base64",
            "--x",
            "BEGIN:VCALENDAR",
            "DTSTART:2026031",
            "RRULE:FREQ=DAILY;COUNT=99999",
            "Friday 13 March at 25:99pm",
            '<script type="application/ld+json">{"@type":"Event","startDate":"x"}</script>',
            "---------- Forwarded message ---------",
            "From:",
            "",
          ),
          fc.string({ maxLength: 80 }),
        ),
        { maxLength: 40 },
      )
      .map((lines) => lines.join("\r\n"));
    await fc.assert(
      fc.asyncProperty(headerish, fc.uint8Array({ maxLength: 2_000 }), async (text, bytes) => {
        const fromText = await extractFromRaw(text, {
          timeZone: "Europe/London",
          family: ["Emma"],
        });
        const fromBytes = await extractFromRaw(bytes, { timeZone: "Not/AZone" });
        expect(Array.isArray(fromText.events)).toBe(true);
        expect(fromBytes.events.every((event) => event.timezone === "UTC")).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
