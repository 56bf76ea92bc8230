import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./App";
import { loadAuthRuntime } from "./runtime/authRuntimeStore";
import { hasStoredSession } from "./runtime/storedSession";
import "./ui/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("The page has no #root element to render into.");

const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);

// Public pages arrive prerendered and are hydrated; client routes arrive as an
// empty shell (holding only the prerenderer's placeholder comment).
if (root.firstElementChild !== null) {
  hydrateRoot(root, app);
  // A returning user on a public page: once the page has loaded and the
  // browser is idle, start the auth runtime so the session is refreshed and
  // follows other tabs. Never part of a visitor's first load.
  if (hasStoredSession()) {
    const start = () => void loadAuthRuntime().catch(() => undefined);
    const whenIdle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(start) : setTimeout(start, 1);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }
} else {
  createRoot(root).render(app);
}
