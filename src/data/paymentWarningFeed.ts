import { showsPaymentWarning } from "../machines/billing/paymentWarning";
import { loadAuthRuntime } from "../runtime/authRuntimeStore";
import type { DataRuntime } from "../runtime/dataRuntime";
import type { AuthRuntime } from "../runtime/runtime.types";
import { canonicalResource } from "../store/projections";
import { liveDataRuntimeFor } from "./DataProvider";
import { queryStatusOf } from "./hooks";

/**
 * The payment warning outside the dashboard's React tree (the slide-over on
 * any page): a reader of the same `subscriptions` query the dashboard uses,
 * in the signed-in user's live data runtime. A lazy chunk: only a signed-in
 * user's navigation loads it.
 */

/** Follows the subscriptions query of one data runtime; the result is the rule of SPEC §4. */
export function watchSubscriptions(
  runtime: DataRuntime,
  publish: (shown: boolean) => void,
): () => void {
  const resource = canonicalResource({ kind: "subscriptions" } as const);
  const release = runtime.queries.acquire(resource);
  let actorWatch: { unsubscribe: () => void } | null = null;
  const update = () => {
    const { status, error } = queryStatusOf(runtime.queries.peek(resource)?.getSnapshot());
    const data =
      status === "ready"
        ? runtime.project<"subscriptions">(runtime.store.getSnapshot().state, resource)
        : undefined;
    publish(showsPaymentWarning({ status, data, error }));
  };
  const follow = () => {
    actorWatch?.unsubscribe();
    actorWatch = runtime.queries.peek(resource)?.subscribe(update) ?? null;
    update();
  };
  follow();
  const leaveRegistry = runtime.queries.subscribe(follow);
  const leaveStore = runtime.store.subscribe(update);
  return () => {
    leaveRegistry();
    leaveStore();
    actorWatch?.unsubscribe();
    release();
  };
}

function userIdOf(auth: AuthRuntime): string | null {
  return auth.auth.getSnapshot().context.session?.user.id ?? null;
}

/** Watches the signed-in user's subscriptions, following sign-in, sign-out and a change of user. */
export async function watchPaymentWarning(publish: (shown: boolean) => void): Promise<() => void> {
  const auth = await loadAuthRuntime();
  let user: string | null | undefined;
  let stopWatching = () => {};
  const follow = () => {
    const next = userIdOf(auth);
    if (next === user) return;
    user = next;
    stopWatching();
    stopWatching = () => {};
    publish(false);
    if (next !== null) stopWatching = watchSubscriptions(liveDataRuntimeFor(auth), publish);
  };
  follow();
  const session = auth.auth.subscribe(follow);
  return () => {
    session.unsubscribe();
    stopWatching();
  };
}
