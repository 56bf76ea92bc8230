import { useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { Page } from "../../../ui/Page";
import { FamilyMembers } from "./FamilyMembers";

/** `/dashboard/family`: the people events are for, each with a colour. */
export function FamilyPage() {
  const route = useRouteData({ kind: "familyMembers" });
  return (
    <Page
      title="Family"
      lead="Everyone your events can be for. Each person has a colour, so you can see at a glance whose event it is."
    >
      <RouteData route={route} loadingMessage="Loading your family">
        {(members) => <FamilyMembers members={members} />}
      </RouteData>
    </Page>
  );
}
