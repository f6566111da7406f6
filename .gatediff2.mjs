import { startBuiltServer } from "./scripts/built-server.mjs";
const a = startBuiltServer({ port: 4410, sitePassword: "pw-123456", name: "gd-a" });
const b = startBuiltServer({ port: 4411, sitePassword: "", name: "gd-b" });
await Promise.all([a.ready, b.ready]);
const gate = await fetch("http://127.0.0.1:4410/api/gate", { method: "POST", headers: { "content-type": "application/json", origin: "http://127.0.0.1:4410" }, body: JSON.stringify({ password: "pw-123456" }) });
const cookie = gate.headers.getSetCookie().find((l) => l.startsWith("pkv_gate=")).split(";")[0];
const html = await (await fetch("http://127.0.0.1:4411/private-krankenversicherung-vergleich")).text();
const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))].slice(0, 4);
for (const asset of assets) {
  for (const [port, c] of [[4410, cookie], [4411, undefined]]) {
    const r = await fetch(`http://127.0.0.1:${port}${asset}`, { headers: { "accept-encoding": "br, gzip", ...(c ? { cookie: c } : {}) } });
    const body = await r.arrayBuffer();
    console.log(port, asset, r.status, r.headers.get("content-encoding"), r.headers.get("cache-control"), body.byteLength);
  }
}
for (const [port, c] of [[4410, cookie], [4411, undefined]]) {
  const r = await fetch(`http://127.0.0.1:${port}/private-krankenversicherung-vergleich`, { headers: { "accept-encoding": "br, gzip", ...(c ? { cookie: c } : {}) } });
  console.log(port, "page", r.status, r.headers.get("content-encoding"), r.headers.get("cache-control"), [...r.headers.keys()].join(","));
}
await a.stop(); await b.stop();
