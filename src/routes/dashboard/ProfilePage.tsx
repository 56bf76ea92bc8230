import { Page } from "../../ui/Page";
import { PreferencesSection } from "./preferences/PreferencesSection";
import { SecuritySection } from "./security/SecuritySection";

/** `/dashboard/profile` (Preferences): the family's settings, then the account's security. */
export function ProfilePage() {
  return (
    <Page title="Preferences">
      <PreferencesSection />
      <SecuritySection />
    </Page>
  );
}
