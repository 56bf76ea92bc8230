/**
 * Group chats forwarded as e-mail: speakers and timestamps are not what is
 * said, and "tomorrow" is the day after the chat line was written.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("forwarded group chats", () => {
  it("reads a WhatsApp export: 'tmrw' from the stamp's day, no stamp taken for an event time", async () => {
    const events = await eventsIn(
      `
from the Gems team chat
[21/8/26, 6:58 pm] Bec (coach): Hi Gems! Tmrw we're playing netball at 8.30am on court 6 at Lindfield
[21/8/26, 7:01 pm] Jess: can't wait
[21/8/26, 7:06 pm] Mel: see you there`,
      {
        from: "Tash <tash@example.com.au>",
        subject: "Fwd: Gems chat",
        date: "Sun, 23 Aug 2026 10:00:00 +1000",
      },
      "Australia/Sydney",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-08-22T08:30:00+10:00"]);
    expect(events[0]?.title).not.toMatch(/Bec|coach|Jess|6:58/);
  });

  it("cuts the speakers off a thread without stamps, but not a forward's From: and Sent: lines", async () => {
    const thread = await eventsIn(
      `
fwd from the 2nd grade moms thread
Dana: Hiii! Lucas is turning 8, we're doing his birthday bowling at Brooklyn Bowl this Sunday, 2 to 4ish.
Dana: pls lmk by Thurs so I can give them numbers
Rachel: Yay! Sam is in
Kim: Mila too`,
      {
        from: "Rachel <rachel@example.com>",
        subject: "Lucas bday",
        date: "Mon, 9 Nov 2026 09:00:00 -0500",
      },
      "America/New_York",
    );
    expect(thread.map((event) => event.start)).toEqual(["2026-11-15T14:00:00-05:00"]);
    expect(thread[0]?.title).not.toMatch(/^Dana/);
  });
});
