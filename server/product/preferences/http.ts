import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { CurrentUser } from "../../../api/security";
import { revalidated } from "../dataVersion";
import { handlerSpan, inTransaction, run } from "../shared";
import { readPreferences, writePreferences } from "./repo";

export const PreferencesLive = HttpApiBuilder.group(CorkboardApi, "preferences", (handlers) =>
  handlers
    .handle("get", ({ request }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const data = yield* inTransaction((sql) =>
          run(() => readPreferences(sql, user.id, user.signUpZone)),
        );
        return { data };
      }).pipe(revalidated(request), Effect.withSpan("Preferences.get", handlerSpan)),
    )
    .handle("update", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const data = yield* inTransaction((sql) =>
          run(() => writePreferences(sql, user.id, payload)),
        );
        return { data };
      }).pipe(Effect.withSpan("Preferences.update", handlerSpan)),
    ),
);
