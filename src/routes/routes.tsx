import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PublicPath } from "../../api/paths";
import { clientPage } from "./clientPage";
import { NotFoundPage } from "./public/NotFoundPage";

export interface PublicRoute {
  readonly path: PublicPath;
  readonly title: string;
  readonly description: string;
  readonly component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * The page's source module, for lazy pages: the prerenderer looks it up in
   * Vite's manifest to link the page's chunk and styles from the HTML.
   */
  readonly source?: string;
}

/**
 * A page in its own chunk, so `/` never downloads the terms or the FAQ.
 * `source` must be the file that `load` imports.
 */
function lazyPage<Name extends string>(
  source: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<PublicRoute, "component" | "source"> {
  return {
    source,
    component: lazy(async () => ({ default: (await load())[name] })),
  };
}

/**
 * The public route table. Every page is prerendered at build time and is a
 * lazy chunk in the browser, hydrated once its chunk (preloaded by the
 * prerendered HTML) arrives. Auth and dashboard routes join as lazy chunks
 * too, so public pages never load their code.
 */
export const publicRoutes: ReadonlyArray<PublicRoute> = [
  {
    path: "/",
    title: "Corkboard: forward the school e-mails, get the family calendar",
    description:
      "Forward school notices, club schedules and invitations to your private Corkboard address. The dates become your family's calendar.",
    ...lazyPage("src/routes/public/HomePage.tsx", () => import("./public/HomePage"), "HomePage"),
  },
  {
    path: "/how-it-works",
    title: "How it works · Corkboard",
    description:
      "Forward an e-mail, Corkboard reads it, events appear, and the whole family sees them in the calendar they already use.",
    ...lazyPage(
      "src/routes/public/HowItWorksPage.tsx",
      () => import("./public/HowItWorksPage"),
      "HowItWorksPage",
    ),
  },
  {
    path: "/features",
    title: "Features · Corkboard",
    description:
      "Trusted senders, changes that follow, invitations, newsletters and PDFs read for you, and a private calendar feed for every family member.",
    ...lazyPage(
      "src/routes/public/FeaturesPage.tsx",
      () => import("./public/FeaturesPage"),
      "FeaturesPage",
    ),
  },
  {
    path: "/about",
    title: "About · Corkboard",
    description: "Why we built Corkboard, and how we look after your family's information.",
    ...lazyPage("src/routes/public/AboutPage.tsx", () => import("./public/AboutPage"), "AboutPage"),
  },
  {
    path: "/faq",
    title: "Frequently asked questions · Corkboard",
    description:
      "What you can forward, who counts as a trusted sender, what happens to your e-mails, calendar apps, time zones, billing and deleting your account.",
    ...lazyPage("src/routes/public/FaqPage.tsx", () => import("./public/FaqPage"), "FaqPage"),
  },
  {
    path: "/pricing",
    title: "Pricing · Corkboard",
    description:
      "Start free. The Family plan is $6 a month or $60 a year, with a 14-day free trial.",
    ...lazyPage(
      "src/routes/public/PricingPage.tsx",
      () => import("./public/PricingPage"),
      "PricingPage",
    ),
  },
  {
    path: "/privacy",
    title: "Privacy Policy · Corkboard",
    description: "What Corkboard collects, why, how long we keep it and how to delete it.",
    ...lazyPage(
      "src/routes/public/PrivacyPage.tsx",
      () => import("./public/PrivacyPage"),
      "PrivacyPage",
    ),
  },
  {
    path: "/terms",
    title: "Terms of Service · Corkboard",
    description: "The terms for using Corkboard.",
    ...lazyPage("src/routes/public/TermsPage.tsx", () => import("./public/TermsPage"), "TermsPage"),
  },
  {
    path: "/not-found",
    title: "Page not found · Corkboard",
    description: "The page you are looking for does not exist.",
    component: NotFoundPage,
  },
];

export function findPublicRoute(pathname: string): PublicRoute | undefined {
  return publicRoutes.find((route) => route.path === pathname);
}

export interface ClientRoute {
  readonly path: string;
  /** The dashboard is a nest: its layout routes the rest of the path itself. */
  readonly nest?: boolean;
  readonly component: ComponentType;
}

/**
 * The auth and dashboard routes (`clientPathPrefixes` in paths.ts): rendered
 * in the browser only, each a lazy chunk behind the app gate, which loads the
 * auth runtime with it.
 */
export const clientRoutes: ReadonlyArray<ClientRoute> = [
  { path: "/signup", component: clientPage(() => import("./auth/SignupPage"), "SignupPage") },
  { path: "/login", component: clientPage(() => import("./auth/LoginPage"), "LoginPage") },
  {
    path: "/password-reset",
    component: clientPage(() => import("./auth/PasswordResetPage"), "PasswordResetPage"),
  },
  {
    path: "/callback/microsoft",
    component: clientPage(() => import("./auth/MicrosoftCallbackPage"), "MicrosoftCallbackPage"),
  },
  { path: "/callback", component: clientPage(() => import("./auth/CallbackPage"), "CallbackPage") },
  {
    path: "/dashboard",
    nest: true,
    component: clientPage(() => import("./dashboard/DashboardLayout"), "DashboardLayout"),
  },
];
