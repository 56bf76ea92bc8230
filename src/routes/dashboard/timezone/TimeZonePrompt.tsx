import { Link } from "wouter";
import { useMutation, useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { browserTimeZone, timeZoneLabel } from "../../../ui/timeZone";
import { asksForTimeZone, withChosenZone } from "./familyTimeZone";
import * as styles from "./timeZone.css";

/**
 * The one-time question on every dashboard page while the family's time
 * zone is the default nobody chose: times in e-mails are read in it, so a
 * wrong one moves every event by hours. One click answers it either way.
 */
export function TimeZonePrompt() {
  const preferences = useQuery({ kind: "preferences" });
  const save = useMutation("preferences.update");
  const browserZone = browserTimeZone();
  const data = preferences.data;
  if (data === undefined || !asksForTimeZone(data, browserZone)) return null;
  const choose = (zone: string) => {
    if (!save.busy) save.submit(withChosenZone(data, zone));
  };
  return (
    <section className={styles.prompt} aria-labelledby="timezone-prompt-heading">
      <h2 id="timezone-prompt-heading" className={styles.heading}>
        Which time zone is your family in?
      </h2>
      <p>
        Corkboard reads the times in your e-mails in your family's time zone. It is set to{" "}
        {timeZoneLabel(data.timezone)}
        {browserZone === null ? "" : `, and this device is in ${timeZoneLabel(browserZone)}`}.
      </p>
      <div className={styles.actions}>
        {browserZone === null ? null : (
          <button
            type="button"
            className={button.primary}
            aria-busy={save.busy}
            onClick={() => choose(browserZone)}
          >
            Use {timeZoneLabel(browserZone)}
          </button>
        )}
        <button
          type="button"
          className={button.secondary}
          aria-busy={save.busy}
          onClick={() => choose(data.timezone)}
        >
          Keep {timeZoneLabel(data.timezone)}
        </button>
        <Link href="~/dashboard/profile" className={button.quiet}>
          Choose another
        </Link>
      </div>
      {save.error === null ? null : (
        <FormAlert>
          <p>Your time zone is not saved. {failureMessage(save.error)}</p>
        </FormAlert>
      )}
    </section>
  );
}
