import type { AnyEventObject } from "xstate";
import type { GuardAuth, GuardInput } from "../../../src/machines/guard/guard.types";

/**
 * The route guard's sample world: the auth statuses and locations it hears
 * of. The model-based tests and the generated path tests walk its graph
 * with them.
 */

export const guardAuth = {
  loading: { loading: true, signedIn: false },
  signedOut: { loading: false, signedIn: false },
  signedIn: { loading: false, signedIn: true },
} satisfies Record<string, GuardAuth>;

export const guardLocations = [
  { path: "/", search: "" },
  { path: "/dashboard/x", search: "?tab=1" },
  { path: "/login", search: "?redirect=/dashboard/help" },
  { path: "/login", search: "?redirect=//evil.com" },
  { path: "/signup", search: "" },
];

export const guardInput: GuardInput = {
  path: "/dashboard/x",
  search: "?tab=1",
  auth: guardAuth.loading,
};

export function guardEvents(): ReadonlyArray<AnyEventObject> {
  return [
    ...guardLocations.map((location) => ({ type: "location.changed", ...location })),
    ...Object.values(guardAuth).map((status) => ({ type: "auth.changed", auth: status })),
    { type: "auth.signedOut" },
  ];
}
