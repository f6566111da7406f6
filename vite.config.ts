import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Client chunks (decision 020, fifth part). Left alone, Rolldown gives every small module that two routes share
 * its own file: `/` loaded 38 files, most under 1 KB. Lighthouse's mobile simulation (HTTP/1.1, six connections,
 * 150 ms round trips) pays a round trip per six files before the page counts as painted. Three groups:
 * - framework: React, React DOM and React Router, which every page needs, in one file;
 * - icons: every Lucide icon of the app (≈ 6 KiB gzip) in one file instead of one file per icon;
 * - shared: small app modules used by several routes that import nothing but React, React Router, clsx, Lucide
 *   and other such modules, so the group never pulls a larger module (a Radix dialog, zod) into a page.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|^\0(vite[\\/]preload-helper|rolldown[\\/]runtime)/;
const SMALL_MODULE_BYTES = 6000;
const LEAF_PACKAGES = new Set([
  "react",
  "react/jsx-runtime",
  "react-router",
  "clsx",
  "lucide-react",
  "@radix-ui/react-slot",
]);
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;
const PROJECT_ROOT = dirname(fileURLToPath(import.meta.url));
const smallLeafCache = new Map<string, boolean>();

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find((file) =>
    existsSync(file),
  );
}

/**
 * A small app module whose static imports are only leaf packages and other such modules. A module in an import
 * cycle is not one: the group could otherwise import a chunk that imports the group back.
 */
function isSmallLeafModule(id: string, inProgress = new Set<string>()): boolean {
  const cached = smallLeafCache.get(id);
  if (cached !== undefined) return cached;
  if (inProgress.has(id)) return false;
  inProgress.add(id);
  let result = false;
  const path = relative(PROJECT_ROOT, id).replaceAll("\\", "/");
  if (/^(app|domain|lib)\/[^?]*\.tsx?$/.test(path) && !path.startsWith("app/routes/") && existsSync(id)) {
    const source = readFileSync(id, "utf8");
    result =
      source.length <= SMALL_MODULE_BYTES &&
      [...source.matchAll(STATIC_IMPORT)].every(([, specifier = ""]) => {
        if (!specifier.startsWith(".")) return LEAF_PACKAGES.has(specifier);
        const target = resolveRelative(id, specifier);
        return target !== undefined && isSmallLeafModule(target, inProgress);
      });
  }
  smallLeafCache.set(id, result);
  return result;
}

/**
 * Rolldown checks that read like errors on a newcomer's first build but ask nothing of anyone
 * (docs/operations.md#a-quiet-first-start): the time plugins took (Tailwind and React Router on a slow machine),
 * and the note that the gate screen and the results screen are imported both lazily (root, short form) and
 * directly (their own routes), which is deliberate: lazy where they are rare, direct where they are the page.
 */
const QUIET_CHECKS = { bundlerTimings: false, ineffectiveDynamicImport: false };

export default defineConfig({
  build: { rolldownOptions: { checks: QUIET_CHECKS } },
  plugins: [
    tailwindcss(),
    reactRouter(),
    {
      // Groups that leave out a module's dependencies need entries that may gain exports; React Router sets
      // "exports-only" for its route modules, which keep all their exports either way.
      name: "client-entry-signatures",
      applyToEnvironment: (environment) => environment.name === "client",
      options(options) {
        return { ...options, preserveEntrySignatures: "allow-extension" };
      },
    },
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          checks: QUIET_CHECKS,
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 3 },
                {
                  name: "icons",
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                {
                  name: "shared",
                  test: (id) => isSmallLeafModule(id),
                  minShareCount: 2,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // Bundle our Hono server with the React Router server build into build/server/index.js.
        rollupOptions: { input: "./server/main.ts", checks: QUIET_CHECKS },
      },
    },
  },
});
