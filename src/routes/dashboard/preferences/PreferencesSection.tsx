import { useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { Section } from "../../../ui/Page";
import { PreferencesForm } from "./PreferencesForm";

/** Preferences › Your preferences: the route's data (`preferences`) and its form. */
export function PreferencesSection() {
  const route = useRouteData({ kind: "preferences" });
  return (
    <Section title="Your preferences" id="preferences">
      <RouteData route={route} loadingMessage="Loading your preferences">
        {(preferences) => <PreferencesForm preferences={preferences} />}
      </RouteData>
    </Section>
  );
}
