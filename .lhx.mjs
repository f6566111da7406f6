import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { startBuiltServer } from "./scripts/built-server.mjs";
const server = startBuiltServer({ port: 4412, sitePassword: "", name: "lhx" });
await server.ready;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const url = "http://127.0.0.1:4412/private-krankenversicherung-vergleich";
for (const round of [1, 2]) for (const header of [false, true]) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 2 }, ...(header ? { extraHeaders: { Cookie: "pkv_x=1" } } : {}) };
  const { lhr } = await lighthouse(url, flags);
  const reqs = lhr.audits["network-requests"].details.items.filter((i) => i.resourceType === "Script");
  const counts = {}; for (const r of reqs) counts[r.url] = (counts[r.url] ?? 0) + 1;
  const dup = Object.entries(counts).filter(([, n]) => n > 1).length;
  const boot = lhr.audits["bootup-time"].details.items.slice(0, 3).map((i) => `${i.url.split("/").pop()} ${Math.round(i.scripting)}`).join(", ");
  console.log(`round ${round} header=${header} TBT ${Math.round(lhr.audits["total-blocking-time"].numericValue)} scripts ${reqs.length} dup ${dup} | ${boot}`);
}
await chrome.kill(); await server.stop();
