// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own
// download (installed if the internet is reachable). Never skips silently: without a browser it stops.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  );
  for (const path of candidates) if (existsSync(path)) return path;
  const { chromium } = await import("@playwright/test");
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  console.log("Kein Chromium gefunden – versuche `npx playwright install chromium` ...");
  const install = spawnSync("npx", ["playwright", "install", "chromium"], {
    stdio: "inherit",
    timeout: 300_000,
  });
  if (install.status === 0 && existsSync(chromium.executablePath())) return chromium.executablePath();
  throw new Error(
    [
      "Für die End-to-End-Tests wird Chromium benötigt, aber keiner wurde gefunden.",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium",
      "  macOS/Windows:  npx playwright install chromium",
      "  oder:           CHROMIUM_PATH=/pfad/zu/chromium npm test",
    ].join("\n"),
  );
}
