import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../files/private-files";

/**
 * The secret that signs cookies: APP_SECRET, or (single embedded instance) a random one kept in the data
 * directory so that grants survive restarts. Scale-out deployments must set APP_SECRET (env.ts enforces it).
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, "app-secret");
  try {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  writeFileSync(path, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
