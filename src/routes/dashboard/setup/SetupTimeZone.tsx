import { Link } from "wouter";
import { useMutation, useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { browserTimeZone, timeZoneLabel } from "../../../ui/timeZone";
import { withChosenZone } from "../timezone/familyTimeZone";
import * as styles from "../timezone/timeZone.css";

/**
 * Setup's line about the family's time zone: what it is, with one click to
 * change it to this device's when they differ, and Preferences for any other.
 */
export function SetupTimeZone() {
  const preferences = useQuery({ kind: "preferences" });
  const save = useMutation("preferences.update");
  const data = preferences.data;
  if (data === undefined) return null;
  const browserZone = browserTimeZone();
  return (
    <div>
      <p className={styles.line}>
        <span>
          Your family's time zone: <strong>{timeZoneLabel(data.timezone)}</strong>.
        </span>
        {browserZone === null || browserZone === data.timezone ? null : (
          <button
            type="button"
            className={button.secondary}
            aria-busy={save.busy}
            onClick={() => {
              if (!save.busy) save.submit(withChosenZone(data, browserZone));
            }}
          >
            Change to {timeZoneLabel(browserZone)}
          </button>
        )}
        <Link href="~/dashboard/profile" className={button.quiet}>
          Choose another
        </Link>
      </p>
      {save.error === null ? null : (
        <FormAlert>
          <p>Your time zone is not saved. {failureMessage(save.error)}</p>
        </FormAlert>
      )}
    </div>
  );
}
