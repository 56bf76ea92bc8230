import { useDataRuntime } from "../../data/DataProvider";
import { useLiveView } from "../../data/useLiveView";
import { button } from "../../ui/button.css";
import { FormNotice } from "../../ui/form/FormAlert";
import * as formStyles from "../../ui/form/form.css";

/**
 * Above a list that updates itself: says so only when it does not, while
 * the live connection waits to reconnect, with a way to try at once. The
 * first connection after a page load is not announced: the list is fresh.
 */
export function LiveStatusLine() {
  const { live } = useDataRuntime();
  const view = useLiveView();
  if (view.status !== "reconnecting") return null;
  return (
    <FormNotice>
      <div className={formStyles.inlineActions}>
        <p>New e-mails and events will show up here once Corkboard is reachable again.</p>
        <button
          type="button"
          className={button.quiet}
          onClick={() => live?.send({ type: "live.reconnect" })}
        >
          Reconnect now
        </button>
      </div>
    </FormNotice>
  );
}
