import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * packages/shared builds its zod schemas at module top level. They have no side effects, but a
 * bundler cannot know that, so a page that only needs `formatEGP` or `isNewProduct` would pull
 * in all of zod (~25 KB gzip). This marks each top-level initializer that uses `z` as pure;
 * what is unused then drops out, and pages that do validate still get zod.
 */
function pureSharedSchemas(): Plugin {
  return {
    name: "atelier:pure-shared-schemas",
    enforce: "post",
    transform(code, id) {
      if (!/packages[\\/]shared[\\/]src[\\/][^\\/]+\.ts$/.test(id) || !/\bz\./.test(code))
        return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      // An initializer built only from the module's other schemas (shared/colors.ts's
      // `colorFields`, an object of them) is a schema too: without this it kept all of zod on `/`.
      const schemaNames: string[] = [];
      const usesSchema = (text: string) =>
        /\bz\./.test(text) || schemaNames.some((n) => new RegExp(`(?<![\\w$.])${n}\\b`).test(text));
      for (const statement of program.body) {
        const declaration =
          statement.type === "ExportNamedDeclaration"
            ? (statement.declaration as Node | null)
            : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (!init || !usesSchema(code.slice(init.start, init.end))) continue;
          inits.push(init);
          const binding = declarator.id as Node & { name?: string };
          if (binding.type === "Identifier" && binding.name) schemaNames.push(binding.name);
        }
      }
      let out = code;
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, which fetches the chunk's CSS and its
 * imports ahead of it. This app has neither to fetch: one stylesheet for all pages, and
 * `modulePreload: false` (below). The helper alone was 0.4 KB gzip of the 100 KB budget of `/`, so
 * it becomes a plain call; a lazy chunk that ever brings CSS of its own fails the build instead
 * of losing its styles.
 */
function noPreloadHelper(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "atelier:no-preload-helper",
    apply: "build",
    load(id) {
      return id === helper ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.isEntry) continue;
        const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
          ?.importedCss;
        if (css?.size)
          this.error(
            `${chunk.fileName} imports CSS (${[...css].join(", ")}): restore Vite's preload helper`,
          );
      }
    },
  };
}

/**
 * Writes .br and .gz beside every text asset at build time, at the highest levels, so the
 * server sends compressed files without spending CPU per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "atelier:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|xml)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Chrome's explicit compile hint: almost every function of the entry chunk (React, the router,
 * the query client, the shell) runs on load, so V8 may compile them all on its background
 * streaming thread instead of one by one on the main thread while the first page renders.
 * Added to the written file, after minification (which strips comments).
 */
function compileHintForEntry(): Plugin {
  return {
    name: "atelier:compile-hint",
    apply: "build",
    enforce: "post",
    // On the written file: Vite prepends its preload map to the entry after generateBundle.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, "utf8")}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), pureSharedSchemas()]
    : [
        react(),
        tailwindcss(),
        pureSharedSchemas(),
        noPreloadHelper(),
        compileHintForEntry(),
        precompress(),
      ],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
  // The server-side renderer (src/entry-server.tsx, built by `vite build --ssr`) carries its own
  // production React, so the API imports one file whatever NODE_ENV its process has.
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: isSsrBuild
    ? {
        outDir: "dist-ssr",
        target: "node20",
        sourcemap: false,
        minify: false,
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        target: "es2022",
        sourcemap: false,
        // The server reads it to preload a page's own chunks from the HTML (apps/api
        // features/seo/first-paint.ts).
        manifest: true,
        assetsInlineLimit: 2048,
        rollupOptions: {
          // A stylesheet given as an entry of its own is one the server adds to every page only
          // after the page has painted (apps/api plugins/static.ts, lateStylesheets): the Arabic
          // faces, which would otherwise share a slow link with the first screen.
          input: {
            index: path.resolve(import.meta.dirname, "index.html"),
            "fonts-ar-faces": path.resolve(import.meta.dirname, "src/fonts-ar-faces.css"),
          },
          output: {
            // A part of the messages says its language and part (src/i18n/messages/ar/home.ts →
            // messages-ar-home-….js), so the network panel and the budget test tell them apart.
            chunkFileNames: (chunk) => {
              const m = /i18n[\\/]messages[\\/](\w+)[\\/](\w+)\.ts$/.exec(
                chunk.facadeModuleId ?? "",
              );
              return m ? `assets/messages-${m[1]}-${m[2]}-[hash].js` : "assets/[name]-[hash].js";
            },
          },
        },
        // No dependency preloader in the entry (its helper and the list of every chunk cost 1.4 KB
        // gzip of the 100 KB budget of `/`, issue 16). The first page's chunks are preloaded from
        // the HTML (apps/api features/seo/first-paint.ts); a page reached later starts
        // downloading when its link is pointed at, focused or touched (setLinkIntent in
        // lib/router.tsx), and its shared chunks follow its own.
        modulePreload: false,
        // terser packs React a few percent tighter than esbuild; the budget of `/` is that tight.
        minify: "terser",
        terserOptions: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, unsafe_arrows: true },
          format: { comments: false },
        },
      },
}));
