import { GoogleLogin, GoogleOAuthProvider } from "@react-oauth/google";
import { useState } from "react";
import { useAccountRequest } from "../../runtime/hooks";
import * as formStyles from "../../ui/form/form.css";
import { RequestError } from "./RequestError";

type ScriptState = "loading" | "ready" | "unavailable";

/**
 * Google's button (its script comes from Google). The id_token it hands back
 * goes to the auth service's `id_token` grant with provider google, with the
 * nonce the button was given. When the script cannot load (blocked, offline),
 * the button's place says so instead of staying empty.
 */
export function GoogleSignIn({ clientId }: { readonly clientId: string }) {
  const request = useAccountRequest();
  const [script, setScript] = useState<ScriptState>("loading");
  const [nonce] = useState(() => crypto.randomUUID());
  const [failed, setFailed] = useState(false);

  if (script === "unavailable") {
    return <p className={formStyles.description}>Google sign-in is not available right now.</p>;
  }
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      onScriptLoadSuccess={() => setScript("ready")}
      onScriptLoadError={() => setScript("unavailable")}
    >
      <GoogleLogin
        nonce={nonce}
        text="signin_with"
        onSuccess={(response) => {
          setFailed(false);
          if (response.credential === undefined) {
            setFailed(true);
            return;
          }
          request.submit({
            kind: "auth",
            event: {
              type: "signIn.idToken",
              provider: "google",
              token: response.credential,
              nonce,
            },
          });
        }}
        onError={() => setFailed(true)}
      />
      {request.busy ? <p role="status">Signing in with Google…</p> : null}
      {failed ? (
        <p role="alert" className={formStyles.alert}>
          Google did not sign you in. Try again, or use your e-mail and password.
        </p>
      ) : null}
      <RequestError error={request.error} />
    </GoogleOAuthProvider>
  );
}
