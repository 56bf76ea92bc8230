import { Link, Route, Switch, useLocation, useSearch } from "wouter";
import { Page } from "../../../ui/Page";
import { DashboardNotFound } from "../DashboardNotFound";
import { CalendarStep } from "./CalendarStep";
import { ContactsStep } from "./ContactsStep";
import { ForwarderStep } from "./ForwarderStep";
import { SetupTimeZone } from "./SetupTimeZone";
import * as styles from "./setup.css";
import { WelcomeBanner } from "./WelcomeBanner";
import { isWelcome, withoutWelcome } from "./welcome";

export const setupSteps = [
  { path: "/setup/contacts", title: "Contacts" },
  { path: "/setup/calendar", title: "Calendar" },
  { path: "/setup/forwarder", title: "Forwarder" },
] as const;

/** The step links, the current one marked with `aria-current="step"`. */
export function SetupStepNav({
  current,
  search,
}: {
  readonly current: string;
  readonly search: string;
}) {
  const suffix = search === "" ? "" : `?${search}`;
  return (
    <nav aria-label="Setup steps">
      <ol className={styles.steps}>
        {setupSteps.map((step, index) => (
          <li key={step.path}>
            <Link
              href={`${step.path}${suffix}`}
              className={styles.stepLink}
              aria-current={current === step.path ? "step" : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {step.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * `/dashboard/setup/*`: Contacts, Calendar and Forwarder, with the welcome
 * banner when `welcome` says so (SPEC §5). The step links keep the search,
 * so the banner stays through the steps until it is dismissed.
 */
export function SetupPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const current = location.length > 1 && location.endsWith("/") ? location.slice(0, -1) : location;
  const dismiss = () => {
    const rest = withoutWelcome(search);
    navigate(`${current}${rest === "" ? "" : `?${rest}`}`, { replace: true });
  };
  return (
    <Page
      title="Setup"
      lead="Three short steps, and your family calendar fills itself from the e-mails you forward."
    >
      {isWelcome(search) ? <WelcomeBanner onDismiss={dismiss} /> : null}
      <SetupTimeZone />
      <SetupStepNav current={current} search={search} />
      <Switch>
        <Route path="/setup/contacts" component={ContactsStep} />
        <Route path="/setup/calendar" component={CalendarStep} />
        <Route path="/setup/forwarder" component={ForwarderStep} />
        <Route component={DashboardNotFound} />
      </Switch>
    </Page>
  );
}
