import { shallowEqual, useSelector } from "@xstate/react";
import { type ReactNode, use } from "react";
import { guardViewOf } from "../../machines/guard/guard.connect";
import { loadAuthRuntime } from "../../runtime/authRuntimeStore";
import { LoadingView } from "../../ui/LoadingView";

/**
 * The app gate of the auth and dashboard routes (SPEC §2): it waits for the
 * auth runtime (suspending, so the route's full-height spinner shows), then
 * while auth loads, and while a guard redirect is under way, a full-height
 * spinner stands in for the page; the runtime's guard does the redirecting.
 */
export function AppGate({ children }: { readonly children: ReactNode }) {
  const runtime = use(loadAuthRuntime());
  const { loading, redirectTo } = useSelector(runtime.guard, guardViewOf, shallowEqual);
  if (loading || redirectTo !== null) return <LoadingView fullHeight />;
  return children;
}
