import { lazy, Suspense } from "react";
import { Link, Route, Switch, useLocation } from "wouter";
import { LoadingView } from "../../ui/LoadingView";
import { NotFoundView } from "../../ui/NotFoundView";
import { dashboardNavLinks } from "../../ui/nav/links";
import { container } from "../../ui/page.css";
import { DashboardHome } from "./DashboardHome";
import * as styles from "./dashboard.css";
import { SetupRedirect } from "./SetupRedirect";

const ProfilePage = lazy(async () => ({ default: (await import("./ProfilePage")).ProfilePage }));

const BASE = "/dashboard";

/**
 * `/dashboard` (a wouter nest): the dashboard's navigation (SPEC §2) beside
 * the page. Pages that later issues add are routed here; until then their
 * routes show the Not Found fallback inside the shell.
 */
export function DashboardLayout() {
  // Inside the nest the location is relative: "/" for /dashboard, "/profile" for /dashboard/profile.
  const [location] = useLocation();
  const absolute = location === "/" ? BASE : `${BASE}${location}`;
  return (
    <div className={`${container} ${styles.shell}`}>
      <nav aria-label="Dashboard" className={styles.sidebar}>
        <ul className={styles.sideLinks}>
          {dashboardNavLinks.map((link) => {
            const current = absolute === link.href || absolute.startsWith(`${link.href}/`);
            return (
              <li key={link.href}>
                <Link
                  href={`~${link.href}`}
                  className={styles.sideLink}
                  aria-current={current ? "page" : undefined}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<LoadingView />}>
          <Switch>
            <Route path="/" component={DashboardHome} />
            <Route path="/setup" component={SetupRedirect} />
            <Route path="/profile" component={ProfilePage} />
            <Route component={NotFoundView} />
          </Switch>
        </Suspense>
      </div>
    </div>
  );
}
