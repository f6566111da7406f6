import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";
import type { EngineCredentialsInput } from "../../../domain/kvr-console/requests";
import type { KvrCredentials } from "../../../rating";
import type { Database } from "../../adapters/db/client";
import { type AuditActor, readSettingRow, recordAudit, writeSettingRow } from "../site";

/**
 * The rating engine's credentials as set by an admin (POST /api/functions/update-kvr-credentials), stored in the
 * `settings` row 'kvr-credentials' encrypted with AES-256-GCM under a key derived from APP_SECRET. Without a
 * stored value the environment's KVR_* credentials apply. Reads are cached for `ttlMs` (30 s), a save on this
 * instance refreshes at once; other instances pick the change up within the TTL.
 */

const SETTINGS_KEY = "kvr-credentials";
const storedSchema = z.object({
  v: z.literal(1),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
  updatedAt: z.string(),
});

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "pkv-lotse", "kvr-credentials", 32));
}

function encryptCredentials(credentials: KvrCredentials, secret: string, at: Date) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(credentials), "utf8"), cipher.final()]);
  return {
    v: 1 as const,
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: data.toString("base64"),
    updatedAt: at.toISOString(),
  };
}

function decryptCredentials(stored: z.infer<typeof storedSchema>, secret: string): KvrCredentials {
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(stored.iv, "base64"));
  decipher.setAuthTag(Buffer.from(stored.tag, "base64"));
  const text = Buffer.concat([decipher.update(Buffer.from(stored.data, "base64")), decipher.final()]);
  const parsed = z
    .object({ mandantId: z.string(), username: z.string(), password: z.string() })
    .parse(JSON.parse(text.toString("utf8")));
  return parsed;
}

export interface EngineCredentialInfo {
  mandantId: string;
  username: string;
  source: "stored" | "environment";
  updatedAt: string | undefined;
}

export interface EngineCredentialStore {
  /** The credentials the server uses for the engine now. */
  get(): Promise<KvrCredentials>;
  /** What the console may show: never the password. */
  info(): Promise<EngineCredentialInfo>;
  save(input: EngineCredentialsInput, actor: AuditActor): Promise<void>;
}

export function createEngineCredentialStore(deps: {
  db: Database;
  secret: string;
  fallback: KvrCredentials;
  now?: () => number;
  ttlMs?: number;
  onUnreadable?: (error: unknown) => void;
}): EngineCredentialStore {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? 30_000;
  let cache: { at: number; value: { credentials: KvrCredentials; info: EngineCredentialInfo } } | undefined;

  async function load() {
    const stored = storedSchema.safeParse(await readSettingRow(deps.db, SETTINGS_KEY));
    if (stored.success) {
      try {
        const credentials = decryptCredentials(stored.data, deps.secret);
        return {
          credentials,
          info: {
            mandantId: credentials.mandantId,
            username: credentials.username,
            source: "stored" as const,
            updatedAt: stored.data.updatedAt,
          },
        };
      } catch (error) {
        // APP_SECRET changed since the save: the environment's credentials apply until an admin saves again.
        deps.onUnreadable?.(error);
      }
    }
    return {
      credentials: deps.fallback,
      info: {
        mandantId: deps.fallback.mandantId,
        username: deps.fallback.username,
        source: "environment" as const,
        updatedAt: undefined,
      },
    };
  }

  async function current() {
    if (!cache || now() - cache.at >= ttlMs) cache = { at: now(), value: await load() };
    return cache.value;
  }

  return {
    get: async () => (await current()).credentials,
    info: async () => (await current()).info,
    async save(input, actor) {
      const previous = (await load()).info;
      const at = new Date(now());
      const value = encryptCredentials(input, deps.secret, at);
      await deps.db.transaction(async (tx) => {
        await writeSettingRow(tx as unknown as Database, SETTINGS_KEY, value, at);
        await recordAudit(
          tx as unknown as Database,
          {
            actor,
            action: "engine-credentials.update",
            subjectType: "engine-credentials",
            subjectId: SETTINGS_KEY,
            // Never the password: only that it was set.
            details: {
              changes: {
                mandantId: { from: previous.mandantId, to: input.mandantId },
                username: { from: previous.username, to: input.username },
                password: { from: "••••••", to: "•••••• (neu gesetzt)" },
              },
            },
          },
          at,
        );
      });
      cache = undefined;
    },
  };
}
