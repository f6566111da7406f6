#!/usr/bin/env node
// After the build: brotli and gzip copies of the client assets, served as-is by the static handler
// (no compression work per request for files that never change).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "build/client";
const compressible = /\.(js|css|svg|json|txt|xml|ico|map)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  // Small files too (the landing page loads a few dozen modules under 1 KB); a copy only where it is smaller.
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  if (brotli.length < content.length || gzip.length < content.length) count++;
}
if (!process.argv.includes("--quiet")) console.log(`precompress: ${count} Dateien als .br und .gz abgelegt`);
