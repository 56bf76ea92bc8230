import { signOut, useNavSession } from "../runtime/authRuntimeStore";
import { dashboardNavLink } from "../ui/nav/links";
import { NavBar } from "../ui/nav/NavBar";
import { SignedInActions } from "../ui/nav/SignedInActions";

const signedInLinks = [dashboardNavLink];

function requestSignOut(): void {
  signOut().catch((error: unknown) => console.error("Corkboard: could not sign out.", error));
}

/**
 * The navigation bar for the current session (SPEC §2): signed in, a
 * Dashboard link first and the user button; else Login and Get Started. On
 * public pages the session comes from local storage until the runtime loads.
 */
export function SiteNav() {
  const session = useNavSession();
  if (!session.signedIn) return <NavBar />;
  return (
    <NavBar
      leadingLinks={signedInLinks}
      renderAccount={(onNavigate) => (
        <SignedInActions
          label={session.userLabel}
          onSignOut={requestSignOut}
          onNavigate={onNavigate}
        />
      )}
    />
  );
}
