import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { AppProviders } from "@/app/providers";
import { AppRouter, loadHome } from "@/app/router";
import { migrateLegacySession } from "@/lib/session";

migrateLegacySession();

// Home's chunk is on the first screen's critical path: ask for it before React renders.
if (location.pathname === "/") void loadHome();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
