import { Schema } from "effect";
import { EmailAddress } from "../../../../api/fields";
import { checkWith } from "../../../ui/form/fieldErrors";

const SenderInput = Schema.Struct({ address: EmailAddress });

export type SenderCheck =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly message: string };

/**
 * A trusted sender as the contract reads it (trimmed, lower-cased,
 * `name@domain.tld`), refused when it is already on the list.
 */
export function checkSender(typed: string, trusted: ReadonlyArray<string>): SenderCheck {
  const checked = checkWith(SenderInput, { address: typed }, ["address"]);
  if (!checked.ok) {
    return {
      ok: false,
      message: checked.errors.address ?? checked.general ?? "Enter an e-mail address",
    };
  }
  const { address } = checked.value;
  if (trusted.some((sender) => sender.toLowerCase() === address)) {
    return { ok: false, message: `${address} is already a trusted sender` };
  }
  return { ok: true, address };
}
