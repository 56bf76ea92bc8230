export interface NavLink {
  readonly href: string;
  readonly label: string;
  /** Sub-pages; the slide-over menu lets the entry expand into them. */
  readonly children?: ReadonlyArray<NavLink>;
}

/** SPEC §2: the public links of the top bar, in order. */
export const publicNavLinks: ReadonlyArray<NavLink> = [
  { href: "/how-it-works", label: "How It Works" },
  { href: "/features", label: "Features" },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
  { href: "/pricing", label: "Pricing" },
];

/** Manage Subscription: its entry carries the payment warning (SPEC §4). */
export const SUBSCRIPTION_HREF = "/dashboard/subscription";

/** SPEC §2: the dashboard's navigation entries, titles and routes exactly. */
export const dashboardNavLinks: ReadonlyArray<NavLink> = [
  { href: "/dashboard/email", label: "Emails" },
  { href: "/dashboard/event", label: "Events" },
  { href: "/dashboard/family", label: "Family" },
  { href: "/dashboard/setup", label: "Setup" },
  { href: "/dashboard/profile", label: "Preferences" },
  { href: "/dashboard/integrations", label: "Integrations" },
  { href: SUBSCRIPTION_HREF, label: "Manage Subscription" },
  { href: "/dashboard/refer-a-friend", label: "Refer a friend" },
  { href: "/dashboard/help", label: "Help" },
];

/** The signed-in user's first link (SPEC §2), with the dashboard pages under it. */
export const dashboardNavLink: NavLink = {
  href: "/dashboard",
  label: "Dashboard",
  children: dashboardNavLinks,
};
