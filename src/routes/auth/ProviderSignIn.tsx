import { lazy, Suspense } from "react";
import { useRuntime } from "../../runtime/hooks";
import { microsoftConfigOf } from "../../services/Microsoft";
import * as styles from "./authLayout.css";
import { MicrosoftButton } from "./MicrosoftButton";

// Google's React wrapper loads only on /login, and only when Google is configured.
const GoogleSignIn = lazy(async () => ({ default: (await import("./GoogleSignIn")).GoogleSignIn }));

/** The other ways to sign in, each shown only when the server configures it. */
export function ProviderSignIn() {
  const { config } = useRuntime();
  const microsoft = microsoftConfigOf(config, window.location.origin);
  const googleClientId = config.googleClientId;
  if (microsoft === null && googleClientId === null) return null;
  return (
    <>
      <p className={styles.divider}>or</p>
      <div className={styles.providers}>
        {microsoft === null ? null : <MicrosoftButton config={microsoft} />}
        {googleClientId === null ? null : (
          <Suspense fallback={null}>
            <GoogleSignIn clientId={googleClientId} />
          </Suspense>
        )}
      </div>
    </>
  );
}
