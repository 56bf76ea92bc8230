import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NotFoundPage } from "./routes/public/NotFoundPage";
import { publicRoutes } from "./routes/routes";
import { skipLink } from "./ui/a11y.css";
import { LoadingView } from "./ui/LoadingView";
import { Footer } from "./ui/layout/Footer";
import { NavBar } from "./ui/nav/NavBar";
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
      <NavBar />
      <main id="main" className={main} tabIndex={-1}>
        <RouteErrorBoundary location={location}>
          <Suspense fallback={<LoadingView />}>
            <Switch>
              {publicRoutes.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
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
