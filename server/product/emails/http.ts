import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { EmailSummary, SUPPORT_RECIPIENT } from "../../../api/Email";
import { BadRequest, ServiceUnavailable, TooManyRequests } from "../../../api/errors";
import { CurrentUser, type CurrentUserShape } from "../../../api/security";
import type { ServerConfig } from "../../config";
import type { SqlSession } from "../../db/Database";
import { liveSignal } from "../../mail/inbound/signal";
import { Mailer, type OutgoingMail } from "../../mail/Mailer";
import { revalidated } from "../dataVersion";
import { familyEmailAddresses } from "../family/repo";
import {
  found,
  handlerSpan,
  idOf,
  inTransaction,
  listPage,
  type PageRequest,
  run,
  singleRead,
} from "../shared";
import { removeEmail } from "./remove";
import { findEmail, listEmails, recordSend, sendLimit, toEmail, toEmailSummary } from "./repo";

const email = "e-mail";

/**
 * The message `POST /email/send` hands to the mailer. The recipient sees who
 * sent it; support mail says who to answer.
 */
export function productMail(
  user: CurrentUserShape,
  to: string,
  toSupport: boolean,
  message: { readonly subject: string; readonly text: string },
): OutgoingMail {
  const sender = user.email ?? `user ${user.id}`;
  const footer = toSupport
    ? `Sent from the Corkboard help form by ${sender} (user ${user.id}).${
        user.email === null ? "" : `\nReply to: ${user.email}`
      }`
    : `Sent by ${sender} from Corkboard.`;
  return {
    to,
    subject: toSupport ? `[Support] ${message.subject}` : message.subject,
    text: `${message.text}\n\n-- \n${footer}`,
    kind: "product",
    ...(toSupport && user.email !== null ? { replyTo: user.email } : {}),
  };
}

export const EmailsLive = (config: Pick<ServerConfig, "mailDomain">) =>
  HttpApiBuilder.group(CorkboardApi, "emails", (handlers) =>
    handlers
      .handle("list", ({ urlParams, request }) =>
        listPage(
          request,
          urlParams,
          (sql: SqlSession, userId: string, page: PageRequest) =>
            listEmails(sql, userId, urlParams, page),
          EmailSummary,
          toEmailSummary,
        ).pipe(Effect.withSpan("Emails.list", handlerSpan)),
      )
      .handle("get", ({ path, request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const id = yield* idOf(path.id, email);
          const row = yield* singleRead((sql) => findEmail(sql, user.id, id)).pipe(
            Effect.flatMap((row) => found(row, email)),
          );
          return { data: toEmail(row) };
        }).pipe(revalidated(request), Effect.withSpan("Emails.get", handlerSpan)),
      )
      .handle("remove", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const id = yield* idOf(path.id, email);
          const removed = yield* inTransaction((sql) =>
            run(() => removeEmail(sql, user.id, id, urlParams.events === "true")).pipe(
              Effect.flatMap((row) => found(row, email)),
            ),
          );
          liveSignal.notify();
          return { data: removed };
        }).pipe(Effect.withSpan("Emails.remove", handlerSpan)),
      )
      .handle("send", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const mailer = yield* Mailer;
          const toSupport = payload.to === SUPPORT_RECIPIENT;
          const to = toSupport ? `support@${config.mailDomain}` : payload.to.toLowerCase();
          // The check and the count commit together; the mail leaves after
          // the commit (the outbox writes through its own connection), so a
          // send that then fails still counts, as a rate limit should.
          yield* inTransaction((sql) =>
            Effect.gen(function* () {
              if (!toSupport) {
                const family = yield* run(() => familyEmailAddresses(sql, user.id));
                if (user.email?.toLowerCase() !== to && !family.has(to)) {
                  return yield* Effect.fail(
                    BadRequest.field(
                      "to",
                      "Send to your own address, a family member's address, or support",
                    ),
                  );
                }
              }
              const allowed = yield* run(() => recordSend(sql, user.id, to));
              if (!allowed) {
                return yield* Effect.fail(
                  new TooManyRequests({
                    error: {
                      code: "too_many_emails",
                      message: `You can send at most ${sendLimit.count} messages an hour; try again later.`,
                    },
                  }),
                );
              }
            }),
          );
          const sent = yield* mailer.send(productMail(user, to, toSupport, payload)).pipe(
            Effect.catchTag("MailError", (error) =>
              Effect.fail(
                new ServiceUnavailable({
                  error: {
                    code: "mail_unavailable",
                    message: `The message could not be sent: ${error.message}`,
                  },
                }),
              ),
            ),
          );
          return { data: { to, messageId: sent.id } };
        }).pipe(Effect.withSpan("Emails.send", handlerSpan)),
      ),
  );
