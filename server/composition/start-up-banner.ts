import { readFile } from "node:fs/promises";
import type { bootApp } from "./boot";
import type { getEnv } from "./env";

/**
 * The address the banner shows: PUBLIC_URL when set, else the address the server listens on (HOST), so a demo
 * started with HOST=127.0.0.1 is opened there and its gate cookie and e-mail links stay on one host
 * (docs/security.md#links-in-e-mails). A wildcard HOST (all interfaces) shows localhost.
 */
export function bannerUrl(env: { PUBLIC_URL?: string; HOST: string }, port: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, "");
  const host = env.HOST.trim().replace(/^\[(.*)\]$/, "$1");
  const wildcard = host === "" || host === "0.0.0.0" || host === "::" || host === "0:0:0:0:0:0:0:0";
  if (wildcard) return `http://localhost:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** The banner's warning before production: what the Erstinformation still lacks, and where an admin adds it. */
export function firstInformationLines(missing: string[], url: string): string[] {
  if (missing.length === 0) return [];
  return [
    "  Achtung: Die Erstinformation (§ 15 VersVermV) ist noch nicht vollständig. Vor dem Produktivbetrieb",
    `  ergänzen unter ${url}/svadmin/erstinformation: ${missing.join(", ")}.`,
  ];
}

/**
 * The start-up banner of `npm start` and `npm run dev`: address, database, gate password and demo accounts. It is
 * for the person who started the server, not for the log (the log gets its own structured line).
 */
export async function printStartUpBanner(options: {
  url: string;
  env: ReturnType<typeof getEnv>;
  demoAccounts: Awaited<ReturnType<typeof bootApp>>["demoAccounts"];
  mode?: "production" | "development";
  /** What the Erstinformation still lacks (docs/product/broker-duties.md#first-information); empty when complete. */
  firstInformationMissing?: string[];
}) {
  const { url, env, demoAccounts } = options;
  const version = JSON.parse(await readFile("package.json", "utf8")).version as string;
  const lines = [
    "",
    options.mode === "development"
      ? `  ${env.SITE_NAME} ${version} (Entwicklung, Hot Reload): ${url}`
      : `  ${env.SITE_NAME} ${version} läuft: ${url}`,
    `  Datenbank: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}/db`}`,
    env.sitePassword === undefined
      ? "  Zugangssperre: aus (SITE_PASSWORD ist leer)"
      : env.demoPassword
        ? `  Demo-Passwort der Zugangssperre: ${env.sitePassword}`
        : "  Zugangssperre: aktiv (Passwort aus SITE_PASSWORD)",
    ...(demoAccounts
      ? [
          "  Demo-Konten (Anmeldung unter /login, Admin unter /admin-login):",
          ...demoAccounts.map(
            (account) => `    ${account.role.padEnd(13)} ${account.email} / ${account.password}`,
          ),
          `  Postausgang ohne Mail-/SMS-Anbieter: ${url}/dev/outbox`,
        ]
      : []),
    ...firstInformationLines(options.firstInformationMissing ?? [], url),
    "",
  ];
  // The start-up banner is for the person who started the server, not for the log.
  console.log(lines.join("\n"));
}
