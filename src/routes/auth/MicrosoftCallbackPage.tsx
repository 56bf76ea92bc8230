import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { Link, Redirect } from "wouter";
import { microsoftLogic } from "../../runtime/accountActors";
import { useAuthView, useRuntime } from "../../runtime/hooks";
import { inspected } from "../../runtime/inspection";
import { type MicrosoftConfig, microsoftConfigOf } from "../../services/Microsoft";
import { FormAlert } from "../../ui/form/FormAlert";
import { LoadingView } from "../../ui/LoadingView";
import { AuthLayout } from "./AuthLayout";
import { messageFor } from "./authMessages";

function Failed({ message }: { readonly message: string }) {
  return (
    <AuthLayout title="Microsoft sign-in did not work">
      <FormAlert>
        <p>{message}</p>
      </FormAlert>
      <p>
        <Link href="/login">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}

function CompleteMicrosoftSignIn({ config }: { readonly config: MicrosoftConfig }) {
  const runtime = useRuntime();
  const { mfaRequired } = useAuthView();
  const [logic] = useState(() => microsoftLogic(runtime));
  const actor = useActorRef(logic, inspected("microsoft", { input: { mode: "complete", config } }));
  const done = useSelector(actor, (snapshot) => snapshot.hasTag("done"));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if (done) return <Redirect to={mfaRequired ? "/login" : "/dashboard"} replace />;
  if (error !== null) return <Failed message={messageFor(error)} />;
  return <LoadingView fullHeight message="Signing you in with Microsoft…" />;
}

/** `/callback/microsoft`: MSAL's redirect target; its id_token signs the user in. */
export function MicrosoftCallbackPage() {
  const { config } = useRuntime();
  const microsoft = microsoftConfigOf(config, window.location.origin);
  if (microsoft === null) return <Failed message="Microsoft sign-in is not set up on this site." />;
  return <CompleteMicrosoftSignIn config={microsoft} />;
}
