import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./App";
import { findPublicRoute } from "./routes/routes";
import "./ui/global.css";

export interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  /** The page's source module, when it is a lazy chunk to link from the HTML. */
  readonly source: string | undefined;
}

/**
 * Renders one public route to HTML at build time (the prerenderer calls
 * this). `prerender` waits for lazy pages, so the HTML holds the whole page.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const route = findPublicRoute(path);
  if (route === undefined) throw new Error(`No public route ${path} to prerender.`);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // A boundary larger than the progressive chunk size (about 12 kB by default) is sent
    // apart with an inline script to move it in place, which the CSP refuses: the page
    // would stay a spinner. Prerendered pages are whole documents, so never split them.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return {
    html: Buffer.concat(chunks).toString("utf8"),
    title: route.title,
    description: route.description,
    source: route.source,
  };
}
