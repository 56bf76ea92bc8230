import { createContext, type ReactNode } from "react";

/**
 * What a navigation link shows beside it, by href (the payment warning on
 * Manage Subscription). The nav itself knows nothing of billing: SiteNav
 * provides the marks for a signed-in user, and nothing is shown otherwise.
 */
export type NavMarks = (href: string) => ReactNode;

export const NavMarksContext = createContext<NavMarks>(() => null);
