export interface NavLink {
  readonly href: string;
  readonly label: string;
}

/** SPEC §2: the public links of the top bar, in order. */
export const publicNavLinks: ReadonlyArray<NavLink> = [
  { href: "/how-it-works", label: "How It Works" },
  { href: "/features", label: "Features" },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
  { href: "/pricing", label: "Pricing" },
];
