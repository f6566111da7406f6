// The initial JavaScript of a page: every file the browser loads before hydration, measured as the server
// really sends it. Shared by `npm run bench` and `npm run lighthouse`; `node scripts/initial-js.mjs <url>` prints
// the list (biggest first) for a running server.
import { request } from "node:http";
import { request as requestTls } from "node:https";

/** The module URLs a page's HTML makes the browser load: module scripts, modulepreloads, static imports of inline modules. */
export function initialScriptUrls(html) {
  const tagged = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g),
  ].map((match) => match[1]);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .flatMap((code) => [
      ...code.matchAll(/\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/g),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ])
    .map((match) => match[1]);
  return [...new Set([...tagged, ...inline])];
}

/** GET without decoding: the bytes on the wire (after content coding) and the headers. */
function getRaw(url, headers) {
  const send = url.protocol === "https:" ? requestTls : request;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: "GET", headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Fetches `path` of `baseUrl` (with the cookie, e.g. the access gate's) and every initial module of it, once with
 * `Accept-Encoding: gzip` (the bytes the server sends: its precompressed .gz, or the raw file for small ones)
 * and once without (the raw size).
 * @returns {Promise<{ files: string[], gzipBytes: number, rawBytes: number, perFile: { url: string, gzipBytes: number, rawBytes: number }[] }>}
 */
export async function measureInitialJs(baseUrl, path = "/", { cookie } = {}) {
  const cookieHeader = cookie ? { cookie } : {};
  const page = await getRaw(new URL(path, baseUrl), { ...cookieHeader, "accept-encoding": "identity" });
  if (page.status !== 200) throw new Error(`initial JS: ${path} answered HTTP ${page.status}`);
  const files = initialScriptUrls(page.body.toString("utf8"));
  if (files.length === 0) throw new Error(`initial JS: no module scripts in ${path}`);
  const perFile = [];
  for (const url of files) {
    const target = new URL(url, new URL(path, baseUrl));
    const gzip = await getRaw(target, { "accept-encoding": "gzip" });
    const raw = await getRaw(target, { "accept-encoding": "identity" });
    if (gzip.status !== 200 || raw.status !== 200)
      throw new Error(`initial JS: ${url} answered HTTP ${gzip.status}`);
    perFile.push({ url, gzipBytes: gzip.body.length, rawBytes: raw.body.length });
  }
  return {
    files,
    gzipBytes: perFile.reduce((sum, file) => sum + file.gzipBytes, 0),
    rawBytes: perFile.reduce((sum, file) => sum + file.rawBytes, 0),
    perFile,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url = "http://127.0.0.1:3000/", cookie] = process.argv.slice(2);
  const target = new URL(url);
  const result = await measureInitialJs(target.origin, target.pathname + target.search, { cookie });
  for (const file of [...result.perFile].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${(file.rawBytes / 1024).toFixed(1).padStart(7)} KiB  ${file.url}`,
    );
  }
  console.log(
    `${result.files.length} Dateien: ${(result.gzipBytes / 1024).toFixed(1)} KiB gzip, ${(result.rawBytes / 1024).toFixed(1)} KiB roh`,
  );
}
