import { shallowEqual, useSelector } from "@xstate/react";
import type { LiveView } from "../machines/live/live.connect";
import { liveViewOf } from "../machines/live/live.connect";
import { useDataRuntime } from "./DataProvider";

const WITHOUT_LIVE: LiveView = { status: "stopped", error: null, attempt: 0 };

/** The live connection's state, for a status line; "stopped" when the runtime has none. */
export function useLiveView(): LiveView {
  const { live } = useDataRuntime();
  return useSelector(
    live ?? undefined,
    (snapshot) => (snapshot === undefined ? WITHOUT_LIVE : liveViewOf(snapshot)),
    shallowEqual,
  );
}
