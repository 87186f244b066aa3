import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BRAND } from "@atelier/shared/brand";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <main>
      <h1>{BRAND.name}</h1>
      <p>{BRAND.tagline}</p>
    </main>
  </StrictMode>,
);
