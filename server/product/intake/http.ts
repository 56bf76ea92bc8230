import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { BadRequest, NotFound } from "../../../api/errors";
import { CurrentUser } from "../../../api/security";
import type { ServerConfig } from "../../config";
import { recordChange } from "../../mail/inbound/live";
import { liveSignal, queueSignal } from "../../mail/inbound/signal";
import { revalidated } from "../dataVersion";
import { readPreferences, writePreferences } from "../preferences/repo";
import { handlerSpan, inTransaction, isoOf, run } from "../shared";
import {
  blockSender,
  type ForwardingAddressRow,
  forwardingAddressOf,
  releaseHeld,
  rotateForwardingAddress,
  sendersInReview,
  unblockSender,
} from "./repo";

/** How many trusted senders Setup → Contacts holds (the Preferences schema's limit). */
const trustedSendersMax = 200;

const addressJson = (config: Pick<ServerConfig, "mailDomain">, row: ForwardingAddressRow) => ({
  address: `${row.slug}@${config.mailDomain}`,
  createdAt: isoOf(row.created_at),
});

export const IntakeLive = (config: Pick<ServerConfig, "mailDomain">) =>
  HttpApiBuilder.group(CorkboardApi, "intake", (handlers) =>
    handlers
      .handle("forwardingAddress", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) => run(() => forwardingAddressOf(sql, user.id)));
          return { data: addressJson(config, row) };
        }).pipe(Effect.withSpan("Intake.forwardingAddress", handlerSpan)),
      )
      .handle("rotateForwardingAddress", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            run(() => rotateForwardingAddress(sql, user.id)),
          );
          return { data: addressJson(config, row) };
        }).pipe(Effect.withSpan("Intake.rotateForwardingAddress", handlerSpan)),
      )
      .handle("senderReview", ({ request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const data = yield* inTransaction((sql) => run(() => sendersInReview(sql, user.id)));
          return { data };
        }).pipe(revalidated(request), Effect.withSpan("Intake.senderReview", handlerSpan)),
      )
      .handle("decideSender", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { sender, decision } = payload;
          const emailIds = yield* inTransaction((sql) =>
            Effect.gen(function* () {
              const ids = yield* run(() => releaseHeld(sql, user.id, sender, decision));
              // Failing rolls the release back: nothing changes.
              if (ids.length === 0) {
                return yield* Effect.fail(NotFound.of("sender waiting for review"));
              }
              if (decision === "approve") {
                const preferences = yield* run(() => readPreferences(sql, user.id));
                const trusted = preferences.trustedSenders.map((entry) => entry.toLowerCase());
                if (!trusted.includes(sender)) {
                  if (trusted.length >= trustedSendersMax) {
                    return yield* Effect.fail(
                      BadRequest.field(
                        "sender",
                        `At most ${trustedSendersMax} trusted senders; remove one in Setup → Contacts first`,
                      ),
                    );
                  }
                  yield* run(() =>
                    writePreferences(sql, user.id, {
                      ...preferences,
                      trustedSenders: [...preferences.trustedSenders, sender],
                    }),
                  );
                }
                yield* run(() => unblockSender(sql, user.id, sender));
              } else {
                yield* run(() => blockSender(sql, user.id, sender));
              }
              for (const id of ids) {
                yield* run(() =>
                  recordChange(sql, user.id, { kind: "email", id, action: "updated" }),
                );
              }
              yield* run(() =>
                recordChange(sql, user.id, { kind: "review", id: sender, action: "deleted" }),
              );
              return ids;
            }),
          );
          liveSignal.notify();
          if (decision === "approve") queueSignal.notify();
          return { data: { sender, decision, emailIds } };
        }).pipe(Effect.withSpan("Intake.decideSender", handlerSpan)),
      ),
  );
