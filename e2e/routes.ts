/** Each public route and the heading it shows. */
export const publicPages: ReadonlyArray<{ path: string; heading: string }> = [
  { path: "/", heading: "Forward the school e-mails. Get the family calendar." },
  { path: "/how-it-works", heading: "How it works" },
  { path: "/features", heading: "Features" },
  { path: "/about", heading: "About Corkboard" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/pricing", heading: "Pricing" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/not-found", heading: "Page not found!" },
];
