import { Page } from "../../ui/Page";
import { SecuritySection } from "./security/SecuritySection";

/**
 * `/dashboard/profile` (Preferences). Only its Security section exists yet;
 * the preferences themselves arrive with the dashboard issue.
 */
export function ProfilePage() {
  return (
    <Page title="Preferences">
      <SecuritySection />
    </Page>
  );
}
