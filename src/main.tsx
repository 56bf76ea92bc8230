import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./App";
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
if (root.firstElementChild !== null) hydrateRoot(root, app);
else createRoot(root).render(app);
