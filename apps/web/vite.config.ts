import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" } },
  build: { target: "es2022", sourcemap: false, assetsInlineLimit: 2048 },
});
