import { startBuiltServer } from "./scripts/built-server.mjs";
const a = startBuiltServer({ port: 4410, sitePassword: "pw-123456", name: "gd-a" });
const b = startBuiltServer({ port: 4411, sitePassword: "", name: "gd-b" });
await Promise.all([a.ready, b.ready]);
const gate = await fetch("http://127.0.0.1:4410/api/gate", { method: "POST", headers: { "content-type": "application/json", origin: "http://127.0.0.1:4410" }, body: JSON.stringify({ password: "pw-123456" }) });
const cookie = gate.headers.getSetCookie().find((l) => l.startsWith("pkv_gate=")).split(";")[0];
for (const path of ["/private-krankenversicherung-vergleich"]) {
  const ga = await (await fetch(`http://127.0.0.1:4410${path}`, { headers: { cookie } })).text();
  const gb = await (await fetch(`http://127.0.0.1:4411${path}`)).text();
  const { writeFileSync } = await import("node:fs");
  writeFileSync("/tmp/gated.html", ga); writeFileSync("/tmp/ungated.html", gb);
  console.log(path, ga.length, gb.length);
}
await a.stop(); await b.stop();
