import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { microsoftLogic } from "../../runtime/accountActors";
import { useRuntime } from "../../runtime/hooks";
import { inspected } from "../../runtime/inspection";
import type { MicrosoftConfig } from "../../services/Microsoft";
import { button } from "../../ui/button.css";
import { RequestError } from "./RequestError";

/** Leaves for Microsoft's sign-in page; MSAL loads only when this is pressed. */
export function MicrosoftButton({ config }: { readonly config: MicrosoftConfig }) {
  const runtime = useRuntime();
  const [logic] = useState(() => microsoftLogic(runtime));
  const actor = useActorRef(logic, inspected("microsoft", { input: { mode: "start", config } }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        aria-disabled={busy ? true : undefined}
        aria-busy={busy ? true : undefined}
        onClick={() => {
          if (!busy) actor.send({ type: "microsoft.start" });
        }}
      >
        {busy ? "Opening Microsoft…" : "Sign in with Microsoft"}
      </button>
      <RequestError error={error} />
    </>
  );
}
