/**
 * schema.org markup (JSON-LD and microdata) and PDF attachments, plus the
 * CLI, spawned as a user runs it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";

function htmlMail(html: string, subject = "Your booking"): string {
  return [
    "From: Tickets <tickets@venue.example.com>",
    "To: family@in.corkboard.test",
    `Subject: ${subject}`,
    "Date: Mon, 2 Mar 2026 09:00:00 +0000",
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
  ].join("\r\n");
}

describe("schema.org", () => {
  it("reads a JSON-LD Event in a @graph, with an offset converted to the family's zone", async () => {
    const data = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", name: "Venue" },
        {
          "@type": "TheaterEvent",
          name: "Matilda the Musical",
          startDate: "2026-03-21T14:30:00+00:00",
          endDate: "2026-03-21T17:00:00+00:00",
          location: {
            "@type": "Place",
            name: "Cambridge Theatre",
            address: { streetAddress: "Earlham St", addressLocality: "London" },
          },
        },
      ],
    };
    const { events } = await extractFromRaw(
      htmlMail(
        `<script type="application/ld+json">${JSON.stringify(data)}</script><p>Enjoy the show on 21 March!</p>`,
      ),
      { timeZone: "America/New_York" },
    );
    expect(events).toMatchObject([
      {
        title: "Matilda the Musical",
        start: "2026-03-21T10:30:00-04:00",
        end: "2026-03-21T13:00:00-04:00",
        allDay: false,
        location: "Cambridge Theatre, Earlham St, London",
        source: "jsonld",
        change: "new",
      },
    ]);
    expect(events[0]?.confidence).toBeCloseTo(0.9);
  });

  it("reads reservations: an EventReservation, a restaurant, a hotel and a cancelled one", async () => {
    const data = [
      {
        "@context": "http://schema.org",
        "@type": "EventReservation",
        reservationNumber: "A1",
        reservationFor: {
          "@type": "SportsEvent",
          name: "Cup final",
          startDate: "2026-04-04T15:00:00",
          location: "Wembley Stadium",
        },
      },
      {
        "@context": "http://schema.org",
        "@type": "FoodEstablishmentReservation",
        startTime: "2026-03-28T19:30:00+00:00",
        partySize: 4,
        reservationFor: { "@type": "FoodEstablishment", name: "Luigi's", address: "1 High St" },
      },
      {
        "@context": "http://schema.org",
        "@type": "LodgingReservation",
        checkinTime: "2026-04-10",
        checkoutTime: "2026-04-12",
        reservationFor: { "@type": "LodgingBusiness", name: "Seaside Inn" },
      },
      {
        "@context": "http://schema.org",
        "@type": "EventReservation",
        reservationStatus: "http://schema.org/ReservationCancelled",
        reservationFor: { "@type": "Event", name: "Magic show", startDate: "2026-03-15" },
      },
    ];
    const { events } = await extractFromRaw(
      htmlMail(`<script type="application/ld+json">${JSON.stringify(data)}</script>`),
      { timeZone: "Europe/London" },
    );
    expect(
      events.map(({ title, start, end, allDay, location, change }) => ({
        title,
        start,
        end,
        allDay,
        location,
        change,
      })),
    ).toEqual([
      {
        title: "Magic show",
        start: "2026-03-15",
        end: "2026-03-16",
        allDay: true,
        location: "",
        change: "cancel",
      },
      {
        title: "Reservation at Luigi's",
        start: "2026-03-28T19:30:00+00:00",
        end: "2026-03-28T20:30:00+00:00",
        allDay: false,
        location: "Luigi's, 1 High St",
        change: "new",
      },
      // A date-time without an offset is read in the family's zone.
      {
        title: "Cup final",
        start: "2026-04-04T15:00:00+01:00",
        end: "2026-04-04T16:00:00+01:00",
        allDay: false,
        location: "Wembley Stadium",
        change: "new",
      },
      {
        title: "Stay at Seaside Inn",
        start: "2026-04-10",
        end: "2026-04-13",
        allDay: true,
        location: "Seaside Inn",
        change: "new",
      },
    ]);
  });

  it("reads microdata", async () => {
    const html = `
<div itemscope itemtype="http://schema.org/Event">
  <h2 itemprop="name">Spring concert</h2>
  <time itemprop="startDate" datetime="2026-03-26T18:00:00+00:00">Thursday 26 March, 6pm</time>
  <div itemprop="location" itemscope itemtype="http://schema.org/Place">
    <span itemprop="name">St John's Church</span>
  </div>
</div>`;
    const { events } = await extractFromRaw(htmlMail(html, "Concert"), {
      timeZone: "Europe/London",
    });
    expect(events).toMatchObject([
      {
        title: "Spring concert",
        start: "2026-03-26T18:00:00+00:00",
        location: "St John's Church",
        source: "microdata",
      },
    ]);
  });

  it("warns about JSON-LD that is not JSON and still reads the text", async () => {
    const result = await extractFromRaw(
      htmlMail(
        '<script type="application/ld+json">{ not json</script><p>Sports day on Friday 13 March 2026.</p>',
      ),
      { timeZone: "Europe/London" },
    );
    expect(result.warnings).toContain("A JSON-LD block is not valid JSON.");
    expect(result.events.map((event) => [event.start, event.source])).toEqual([
      ["2026-03-13", "html"],
    ]);
  });
});

async function pdfOf(lines: ReadonlyArray<string>): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  for (const [index, line] of lines.entries()) {
    page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font });
  }
  return Buffer.from(await document.save());
}

describe("PDF attachments", () => {
  it("reads the events of a PDF newsletter", async () => {
    const pdf = await pdfOf([
      "Greenfield Primary - March newsletter",
      "Dates for your diary",
      "Friday 13 March - Science fair at 6pm in the school hall",
      "Tuesday 17 March - Parents' evening",
      "Last week we had a wonderful World Book Day on 5 March.",
    ]);
    const raw = [
      "From: Office <office@greenfield.example.sch.uk>",
      "To: family@in.corkboard.test",
      "Subject: March newsletter",
      "Date: Mon, 9 Mar 2026 09:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="pdf"',
      "",
      "--pdf",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Please find this month's newsletter attached.",
      "--pdf",
      "Content-Type: application/pdf",
      'Content-Disposition: attachment; filename="newsletter.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      pdf.toString("base64").replace(/.{76}/g, "$&\r\n"),
      "--pdf--",
      "",
    ].join("\r\n");
    const { events, warnings } = await extractFromRaw(raw, { timeZone: "Europe/London" });
    expect(warnings).toEqual([]);
    expect(
      events.map(({ title, start, source, location }) => ({ title, start, source, location })),
    ).toEqual([
      {
        title: "Science fair",
        start: "2026-03-13T18:00:00+00:00",
        source: "pdf",
        location: "school hall",
      },
      { title: "Parents' evening", start: "2026-03-17", source: "pdf", location: "" },
    ]);
  });
});

describe("npm run extract", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
    spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts/extract.ts"), ...args],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, ...env },
      },
    );

  it("prints one JSON array of events, and a clear error for a missing file or a bad zone", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-extract-"));
    const file = path.join(folder, "gala.eml");
    fs.writeFileSync(
      file,
      [
        "From: Office <office@school.example.com>",
        "To: family@in.corkboard.test",
        "Subject: Gala",
        "Date: Mon, 2 Mar 2026 09:00:00 +0000",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Emma's swimming gala is on Friday 13 March at 2pm at Riverside Pool.",
      ].join("\r\n"),
    );
    const ok = run([file, "--tz", "America/New_York", "--family", "Emma,Noah"]);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual([
      {
        title: "Emma's swimming gala",
        start: "2026-03-13T14:00:00-04:00",
        end: "2026-03-13T15:00:00-04:00",
        allDay: false,
        location: "Riverside Pool",
        timezone: "America/New_York",
        confidence: expect.any(Number),
        source: "text",
        status: "confirmed",
      },
    ]);
    const fromEnvironment = run([file], { TZ: "Europe/London" });
    expect(JSON.parse(fromEnvironment.stdout)[0].timezone).toBe("Europe/London");
    const missing = run([path.join(folder, "nope.eml")]);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain("cannot read");
    const badZone = run([file, "--tz", "Mars/Olympus"]);
    expect(badZone.status).toBe(1);
    expect(badZone.stderr).toContain('unknown time zone "Mars/Olympus"');
  });

  it("prints a cancellation as cancelled, and the time a move replaces", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-extract-"));
    const write = (name: string, subject: string, body: string) => {
      const file = path.join(folder, name);
      fs.writeFileSync(
        file,
        [
          "From: Coach <coach@club.example.com>",
          "To: family@in.corkboard.test",
          `Subject: ${subject}`,
          "Date: Mon, 2 Mar 2026 09:00:00 +0000",
          "Content-Type: text/plain; charset=utf-8",
          "",
          body,
        ].join("\r\n"),
      );
      return file;
    };
    const moved = run([
      write(
        "moved.eml",
        "Practice moved",
        "Thursday's U10 practice has been moved from Thursday 12 March at 4pm to Friday 13 March at 5pm.",
      ),
      "--tz",
      "Europe/London",
    ]);
    expect(moved.status).toBe(0);
    expect(JSON.parse(moved.stdout)).toEqual([
      expect.objectContaining({
        start: "2026-03-13T17:00:00+00:00",
        status: "confirmed",
        replaces: { start: "2026-03-12T16:00:00+00:00" },
      }),
    ]);
    const dayOnly = run([
      write(
        "day.eml",
        "Gala",
        "The swimming gala has been moved from Tuesday 10 March to Thursday 12 March.",
      ),
      "--tz",
      "Europe/London",
    ]);
    expect(JSON.parse(dayOnly.stdout)[0]).toMatchObject({
      start: "2026-03-12",
      replaces: { start: "2026-03-10" },
    });
    const cancelled = run([
      write(
        "off.eml",
        "Practice cancelled",
        "U10 practice on Thursday 12 March at 4pm is cancelled.",
      ),
      "--tz",
      "Europe/London",
    ]);
    const [off] = JSON.parse(cancelled.stdout);
    expect(off).toMatchObject({ start: "2026-03-12T16:00:00+00:00", status: "cancelled" });
    // Only an update says what it replaces.
    expect(off).not.toHaveProperty("replaces");
  });
});
