import { lazy, Suspense } from "react";
import { Link, Route, Switch, useLocation } from "wouter";
import { DataProvider } from "../../data/DataProvider";
import { StoreInspector } from "../../store/StoreInspector";
import { LoadingView } from "../../ui/LoadingView";
import { dashboardNavLinks, SUBSCRIPTION_HREF } from "../../ui/nav/links";
import { markedItem } from "../../ui/nav/warningMark.css";
import { TabTitles } from "../../ui/Page";
import { container } from "../../ui/page.css";
import { DashboardHome } from "./DashboardHome";
import { DashboardNotFound } from "./DashboardNotFound";
import * as styles from "./dashboard.css";
import { SetupRedirect } from "./SetupRedirect";
import { PaymentWarning } from "./subscription/PaymentWarning";
import { TimeZonePrompt } from "./timezone/TimeZonePrompt";

const ProfilePage = lazy(async () => ({ default: (await import("./ProfilePage")).ProfilePage }));
const EmailListPage = lazy(async () => ({
  default: (await import("./email/EmailListPage")).EmailListPage,
}));
const EmailDetailPage = lazy(async () => ({
  default: (await import("./email/EmailDetailPage")).EmailDetailPage,
}));
const EventListPage = lazy(async () => ({
  default: (await import("./event/EventListPage")).EventListPage,
}));
const EventDetailPage = lazy(async () => ({
  default: (await import("./event/EventDetailPage")).EventDetailPage,
}));
const AddEventPage = lazy(async () => ({
  default: (await import("./event/AddEventPage")).AddEventPage,
}));
const FamilyPage = lazy(async () => ({
  default: (await import("./family/FamilyPage")).FamilyPage,
}));
const SetupPage = lazy(async () => ({ default: (await import("./setup/SetupPage")).SetupPage }));
const IntegrationsPage = lazy(async () => ({
  default: (await import("./integrations/IntegrationsPage")).IntegrationsPage,
}));
const SubscriptionPage = lazy(async () => ({
  default: (await import("./subscription/SubscriptionPage")).SubscriptionPage,
}));
const ReferPage = lazy(async () => ({ default: (await import("./refer/ReferPage")).ReferPage }));
const HelpPage = lazy(async () => ({ default: (await import("./help/HelpPage")).HelpPage }));

const BASE = "/dashboard";

/**
 * wouter matches `/email` and `/email/` alike. The issue reads SPEC §2 as:
 * `/dashboard/email` is the list, and `/dashboard/email/` is the detail
 * route without an id, which says 'Email ID is required'.
 */
function EmailIndexRoute() {
  const [location] = useLocation();
  return location.endsWith("/") ? <EmailDetailPage /> : <EmailListPage />;
}

/**
 * `/dashboard` (a wouter nest): the dashboard's navigation (SPEC §2) beside
 * the page; Manage Subscription carries the payment warning (SPEC §4).
 */
export function DashboardLayout() {
  // Inside the nest the location is relative: "/" for /dashboard, "/profile" for /dashboard/profile.
  const [location] = useLocation();
  const absolute = location === "/" ? BASE : `${BASE}${location}`;
  return (
    <DataProvider>
      <TabTitles.Provider value={true}>
        <div className={`${container} ${styles.shell}`}>
          <nav aria-label="Dashboard" className={styles.sidebar}>
            <ul className={styles.sideLinks}>
              {dashboardNavLinks.map((link) => {
                const current = absolute === link.href || absolute.startsWith(`${link.href}/`);
                const marked = link.href === SUBSCRIPTION_HREF;
                return (
                  <li key={link.href} className={marked ? markedItem : undefined}>
                    <Link
                      href={`~${link.href}`}
                      className={styles.sideLink}
                      aria-current={current ? "page" : undefined}
                    >
                      {link.label}
                    </Link>
                    {marked ? <PaymentWarning /> : null}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.content}>
            <TimeZonePrompt />
            <Suspense fallback={<LoadingView />}>
              <Switch>
                <Route path="/" component={DashboardHome} />
                <Route path="/email" component={EmailIndexRoute} />
                <Route path="/email/:emailId" component={EmailDetailPage} />
                <Route path="/event" component={EventListPage} />
                <Route path="/event/new" component={AddEventPage} />
                <Route path="/event/:eventId" component={EventDetailPage} />
                <Route path="/family" component={FamilyPage} />
                <Route path="/setup" component={SetupRedirect} />
                <Route path="/setup/*" component={SetupPage} />
                <Route path="/profile" component={ProfilePage} />
                <Route path="/integrations" component={IntegrationsPage} />
                <Route path="/subscription" component={SubscriptionPage} />
                <Route path="/refer-a-friend" component={ReferPage} />
                <Route path="/help" component={HelpPage} />
                <Route component={DashboardNotFound} />
              </Switch>
            </Suspense>
          </div>
        </div>
      </TabTitles.Provider>
      <StoreInspector />
    </DataProvider>
  );
}
