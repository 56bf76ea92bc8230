import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NotFoundPage } from "./routes/public/NotFoundPage";
import { clientRoutes, publicRoutes } from "./routes/routes";
import { SiteNav } from "./routes/SiteNav";
import { skipLink } from "./ui/a11y.css";
import { LoadingView } from "./ui/LoadingView";
import { Footer } from "./ui/layout/Footer";
import { main } from "./ui/page.css";
import { RouteErrorBoundary } from "./ui/RouteErrorBoundary";

/**
 * Marks the document once the page inside the Suspense boundary has been
 * committed in the browser (refs never run while prerendering), so browser
 * tests know the page is interactive.
 */
function markHydrated(node: HTMLSpanElement | null) {
  if (node !== null) document.documentElement.dataset.hydrated = "true";
}

/** The routed app inside the site chrome. Routers (browser or SSR) wrap it. */
export function App() {
  const [location] = useLocation();
  return (
    <>
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className={main} tabIndex={-1}>
        <RouteErrorBoundary location={location}>
          <Suspense fallback={<LoadingView />}>
            <Switch>
              {publicRoutes.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
              ))}
              {clientRoutes.map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  nest={route.nest}
                  component={route.component}
                />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
            <span hidden ref={markHydrated} />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
