/**
 * The auth e-mails: plain text for every client, and a simple HTML
 * alternative. Mail clients ignore stylesheets, so the HTML carries its few
 * styles inline; every value put into it is escaped.
 */
import type { OutgoingMail } from "./Mailer";

/** What a template produces; the caller adds the recipient and the kind. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface ActionMailOptions {
  /** The link that confirms, resets or signs in. */
  readonly link: string;
  /** A one-time code the user may type instead of opening the link. */
  readonly code?: string;
  /** How long the link and code work, said in the message when given. */
  readonly validForMinutes?: number;
}

export interface EmailChangeOptions extends ActionMailOptions {
  /** The address the account is moving to. */
  readonly newEmail: string;
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "30 minutes", "an hour", "24 hours". */
export function describeDuration(minutes: number): string {
  if (minutes === 60) return "an hour";
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

interface Parts {
  readonly subject: string;
  /** The paragraphs before the link. */
  readonly intro: ReadonlyArray<string>;
  /** The words on the button. */
  readonly action: string;
  /** The paragraph after the link, for someone who did not ask for it. */
  readonly otherwise: string;
}

const buttonStyle =
  "display:inline-block;padding:10px 18px;border-radius:6px;background:#5b3cc4;color:#ffffff;text-decoration:none;font-weight:600";
const bodyStyle =
  "font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#1f1f29";
const smallStyle = "color:#5f5f6e;font-size:14px";

function compose(parts: Parts, options: ActionMailOptions): MailContent {
  const validity =
    options.validForMinutes === undefined
      ? null
      : `The link${options.code === undefined ? "" : " and the code"} work for ${describeDuration(options.validForMinutes)}.`;
  const codeLine =
    options.code === undefined
      ? null
      : `Or enter this code when Corkboard asks for it: ${options.code}`;

  const text = [
    "Hello,",
    ...parts.intro,
    `${parts.action}:\n${options.link}`,
    ...(codeLine === null ? [] : [codeLine]),
    ...(validity === null ? [] : [validity]),
    parts.otherwise,
    "Corkboard",
  ].join("\n\n");

  const paragraph = (content: string, style?: string) =>
    style === undefined ? `<p>${content}</p>` : `<p style="${style}">${content}</p>`;
  const link = escapeHtml(options.link);
  const html = [
    "<!doctype html>",
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="${bodyStyle}">`,
    paragraph("Hello,"),
    ...parts.intro.map((line) => paragraph(escapeHtml(line))),
    paragraph(`<a href="${link}" style="${buttonStyle}">${escapeHtml(parts.action)}</a>`),
    ...(codeLine === null
      ? []
      : [
          paragraph(
            `Or enter this code when Corkboard asks for it: <strong>${escapeHtml(options.code ?? "")}</strong>`,
          ),
        ]),
    paragraph(
      `If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a>`,
      smallStyle,
    ),
    ...(validity === null ? [] : [paragraph(escapeHtml(validity), smallStyle)]),
    paragraph(escapeHtml(parts.otherwise), smallStyle),
    paragraph("Corkboard"),
    "</body>",
    "</html>",
  ].join("\n");

  return { subject: parts.subject, text, html };
}

export function signupConfirmationMail(options: ActionMailOptions): MailContent {
  return compose(
    {
      subject: "Confirm your Corkboard account",
      intro: [
        "Thank you for signing up for Corkboard. One last step: confirm that this e-mail address is yours, and your account is ready.",
      ],
      action: "Confirm your account",
      otherwise: "If you did not sign up for Corkboard, you can ignore this message.",
    },
    options,
  );
}

export function recoveryMail(options: ActionMailOptions): MailContent {
  return compose(
    {
      subject: "Reset your Corkboard password",
      intro: [
        "We received a request to reset the password of your Corkboard account. Follow the link below to choose a new one.",
      ],
      action: "Choose a new password",
      otherwise:
        "If you did not ask for this, you can ignore this message; your password stays as it is.",
    },
    options,
  );
}

export function emailChangeMail(options: EmailChangeOptions): MailContent {
  return compose(
    {
      subject: "Confirm your new Corkboard e-mail address",
      intro: [
        `You asked to change the e-mail address of your Corkboard account to ${options.newEmail}. Confirm the change, and we will use the new address from then on.`,
      ],
      action: "Confirm the new address",
      otherwise:
        "If you did not ask for this, you can ignore this message; your account keeps its current address.",
    },
    options,
  );
}

export function magicLinkMail(options: ActionMailOptions): MailContent {
  return compose(
    {
      subject: "Your Corkboard sign-in link",
      intro: ["Here is the link you asked for to sign in to Corkboard."],
      action: "Sign in to Corkboard",
      otherwise: "If you did not ask to sign in, you can ignore this message.",
    },
    options,
  );
}

/** The code that confirms a password change (`GET /reauthenticate`): no link, only the code. */
export function reauthenticationMail(code: string, validForMinutes: number): MailContent {
  const subject = "Your Corkboard confirmation code";
  const lines = [
    "Hello,",
    `To change your Corkboard password, enter this code when Corkboard asks for it: ${code}`,
    `The code works for ${describeDuration(validForMinutes)}.`,
    "If you did not ask to change your password, you can ignore this message; your password stays as it is.",
    "Corkboard",
  ];
  const html = [
    "<!doctype html>",
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${subject}</title></head>`,
    `<body style="${bodyStyle}">`,
    ...lines.map((line) =>
      line.includes(code)
        ? `<p>${escapeHtml(line.replace(code, ""))}<strong>${escapeHtml(code)}</strong></p>`
        : `<p>${escapeHtml(line)}</p>`,
    ),
    "</body>",
    "</html>",
  ].join("\n");
  return { subject, text: lines.join("\n\n"), html };
}

/** One auth e-mail to one recipient; `authMail` turns it into a message for the Mailer. */
export type AuthMailRequest =
  | ({ readonly kind: "signup_confirmation"; readonly to: string } & ActionMailOptions)
  | ({ readonly kind: "recovery"; readonly to: string } & ActionMailOptions)
  | ({ readonly kind: "magic_link"; readonly to: string } & ActionMailOptions)
  | ({ readonly kind: "email_change"; readonly to: string } & EmailChangeOptions);

function contentOf(request: AuthMailRequest): MailContent {
  switch (request.kind) {
    case "signup_confirmation":
      return signupConfirmationMail(request);
    case "recovery":
      return recoveryMail(request);
    case "magic_link":
      return magicLinkMail(request);
    case "email_change":
      return emailChangeMail(request);
  }
}

/** The message the Mailer sends for an auth e-mail, with its kind and link recorded. */
export function authMail(request: AuthMailRequest): OutgoingMail {
  const content = contentOf(request);
  return {
    to: request.to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    kind: request.kind,
    link: request.link,
  };
}
