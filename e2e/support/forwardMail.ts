import nodemailer from "nodemailer";

/**
 * Forwards a message to Corkboard as a mail server would: over SMTP to the
 * app's inbound port (settings.smtpPort), with a calendar invitation
 * attached so the event it carries is unambiguous.
 */
export interface ForwardedEvent {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly title: string;
  /** When it starts; it lasts two hours. */
  readonly start: Date;
  readonly location: string;
}

/** `20261205T090000Z`. */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function invitation(event: ForwardedEvent, uid: string): string {
  const end = new Date(event.start.getTime() + 2 * 3_600_000);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Corkboard e2e//EN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${event.title}`,
    `LOCATION:${event.location}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export async function forwardMail(smtpPort: number, event: ForwardedEvent): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const day = event.start.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  try {
    await transport.sendMail({
      from: event.from,
      to: event.to,
      subject: event.subject,
      text: `${event.title} on ${day} at ${event.location}. The invitation is attached.`,
      attachments: [
        {
          filename: "invite.ics",
          content: invitation(event, `${Date.now()}-${Math.random()}@corkboard.e2e`),
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
        },
      ],
    });
  } finally {
    transport.close();
  }
}

/** A plain-text message, as a school's office sends one, over SMTP to the app's inbound port. */
export async function sendText(
  smtpPort: number,
  message: {
    readonly from: string;
    readonly to: string;
    readonly subject: string;
    readonly text: string;
  },
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
