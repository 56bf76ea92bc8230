import { NotFoundView } from "../../ui/NotFoundView";

/** The dashboard's fallback for an address it does not know: Not Found, and the way home. */
export function DashboardNotFound() {
  return (
    <>
      <title>Not Found · Corkboard</title>
      <NotFoundView back={{ href: "~/dashboard", label: "Back to the dashboard" }} />
    </>
  );
}
