import { Redirect, useSearch } from "wouter";

/**
 * SPEC §2: `/dashboard/setup` (with or without a trailing slash) goes on to
 * its first step, replacing the history entry and keeping the search.
 */
export function SetupRedirect() {
  const search = useSearch();
  return <Redirect to={`/setup/contacts${search === "" ? "" : `?${search}`}`} replace />;
}
