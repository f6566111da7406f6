import { z } from "zod";
import { DEMO_ENGINE_CREDENTIALS } from "../../kvr-simulator";
import { configureGermanZodMessages } from "../../lib/zod/german-messages";
import { isProxyAddressEntry, type TrustProxy } from "../transport/middleware/client-address";

// Every server process reads its environment here before anything else (npm start, npm run dev, the test apps),
// so zod's own messages are German from the first parse on, the environment's too (docs/architecture.md#error-contract).
configureGermanZodMessages();

/**
 * The only reader of process.env. Parsed once at start-up; a typo in a provider name or a malformed value
 * stops the server with a clear message instead of failing later.
 */

/**
 * Documented demo password, used when SITE_PASSWORD is not set at all (an empty value switches the gate off);
 * never in production outside demo mode, where SITE_PASSWORD must be decided.
 */
export const DEMO_SITE_PASSWORD = "lotse-demo-2026";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * TRUST_PROXY: `false` (default, also empty/0/no) trusts no proxy; a number trusts that many hops (the socket peer
 * is the first; `true`/`yes` count as 1); a comma-separated list of proxy addresses or CIDR ranges trusts exactly
 * those hops.
 */
const trustProxySchema = z
  .string()
  .default("false")
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (["", "false", "no", "0"].includes(value)) return false;
    if (value === "true" || value === "yes") return { hops: 1 };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 20) ctx.addIssue({ code: "custom", message: "höchstens 20 Proxy-Hops" });
      return { hops };
    }
    const addresses = value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const invalid = addresses.filter((entry) => !isProxyAddressEntry(entry));
    if (invalid.length > 0 || addresses.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: `false, eine Anzahl Proxy-Hops oder eine Liste von Proxy-Adressen/CIDR erwartet (ungültig: ${invalid.join(", ") || raw})`,
      });
    }
    return { addresses };
  });

/** Who may read /metrics when METRICS_ALLOW is not set: this machine (a Prometheus or an agent beside the portal). */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ["127.0.0.1", "::1"];

/**
 * METRICS_ALLOW: client addresses and CIDR ranges that may read /metrics (docs/operations.md#metrics-scraping);
 * unset: loopback only; empty: none (then only METRICS_TOKEN opens it).
 */
const metricsAllowSchema = z
  .string()
  .default(DEFAULT_METRICS_ALLOW.join(","))
  .transform((raw, ctx): string[] => {
    const entries = raw
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const invalid = entries.filter((entry) => !isProxyAddressEntry(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `kommagetrennte IP-Adressen oder CIDR-Bereiche erwartet (ungültig: ${invalid.join(", ")})`,
      });
    }
    return entries;
  });

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SITE_NAME: z.string().min(1).default("PKV-Lotse"),
    SITE_PASSWORD: z.string().optional(),
    /**
     * Demo mode (docs/decisions/014-accounts-and-production-mode.md): demo accounts, the dev outbox, the demo
     * gate password. Default: on outside production, off in production; `npm start` without production settings
     * sets DEMO_MODE=true.
     */
    DEMO_MODE: booleanFromString.optional(),
    APP_SECRET: z.string().min(32, "APP_SECRET muss mindestens 32 Zeichen lang sein").optional(),
    TRUST_PROXY: trustProxySchema,
    METRICS_ALLOW: metricsAllowSchema,
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .min(24, "METRICS_TOKEN muss mindestens 24 Zeichen lang sein")
        .regex(/^\S+$/, "METRICS_TOKEN darf keine Leerzeichen enthalten")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL muss mit postgres:// beginnen")
        .optional(),
    ),
    RATE_LIMIT_STORE: z.enum(["memory", "postgres", "redis"]).default("memory"),
    /**
     * `npm run bench` only: lifts the per-IP limit of new comparisons, so 50 clients from one address can be
     * measured. Refused unless in demo mode and listening on a loopback address (never weakens production).
     */
    BENCH_UNLIMITED_COMPARISONS: booleanFromString.default(false),
    /**
     * End-to-end tests only: the routes that let a test read the outbox, seed data or provoke an error page (also on
     * with NODE_ENV=test). Refused unless in demo mode and listening on a loopback address, like the flag above.
     */
    E2E_TEST_ROUTES: booleanFromString.default(false),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "REDIS_URL muss mit redis:// oder rediss:// beginnen")
        .optional(),
    ),
    STORAGE_PROVIDER: z.enum(["local", "s3"]).default("local"),
    STORAGE_DIR: optionalString,
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default("eu-central-1"),
    S3_BUCKET_PREFIX: z.string().default(""),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFromString.default(true),
    KVR_URL: optionalString.pipe(z.url("KVR_URL muss eine http(s)-Adresse sein").optional()),
    KVR_MANDANT_ID: z.string().regex(/^\d+$/, "KVR_MANDANT_ID muss eine Zahl sein").default("10000"),
    KVR_USERNAME: z.string().min(1).default("demo"),
    KVR_PASSWORD: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url("LLM_BASE_URL muss eine http(s)-Adresse sein").optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ""),
      )
      .pipe(z.array(z.email())),
    /** Lead marketplace: how many buyers one lead may be sold to (1 = exclusive). */
    LEAD_MAX_SALES: z.coerce.number().int().min(1).max(10).default(1),
    MAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
    SMTP_HOST: optionalString,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: booleanFromString.default(false),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    MAIL_FROM: z.string().default("PKV-Lotse <no-reply@pkv-lotse.local>"),
    SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
    /**
     * Production refuses the development outbox for mail and SMS (nothing would reach anybody); a deployment that
     * really wants it (a closed test system) says so with ALLOW_OUTBOX_IN_PRODUCTION=true.
     */
    ALLOW_OUTBOX_IN_PRODUCTION: booleanFromString.default(false),
    SMS_API_URL: optionalString.pipe(z.url("SMS_API_URL muss eine http(s)-Adresse sein").optional()),
    SMS_API_TOKEN: optionalString,
    SMS_SENDER: z.string().default("PKV-Lotse"),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_PROVIDER === "s3") {
      for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "erforderlich bei STORAGE_PROVIDER=s3" });
      }
    }
    if (env.KVR_URL && !env.KVR_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["KVR_PASSWORD"], message: "erforderlich mit KVR_URL" });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "erforderlich mit LLM_BASE_URL" });
    }
    if (env.MAIL_PROVIDER === "smtp" && !env.SMTP_HOST) {
      ctx.addIssue({ code: "custom", path: ["SMTP_HOST"], message: "erforderlich bei MAIL_PROVIDER=smtp" });
    }
    if (env.SMS_PROVIDER === "http" && !env.SMS_API_URL) {
      ctx.addIssue({ code: "custom", path: ["SMS_API_URL"], message: "erforderlich bei SMS_PROVIDER=http" });
    }
    if (env.RATE_LIMIT_STORE === "postgres" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "erforderlich bei RATE_LIMIT_STORE=postgres (die Zähler liegen in der PostgreSQL-Datenbank)",
      });
    }
    if (env.RATE_LIMIT_STORE === "redis" && !env.REDIS_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["REDIS_URL"],
        message: "erforderlich bei RATE_LIMIT_STORE=redis",
      });
    }
    if (env.NODE_ENV === "production" && env.DEMO_MODE !== true) productionRules(env, ctx);
    const demo = env.DEMO_MODE ?? env.NODE_ENV !== "production";
    if (env.BENCH_UNLIMITED_COMPARISONS && !(demo && isLoopbackHost(env.HOST))) {
      ctx.addIssue({
        code: "custom",
        path: ["BENCH_UNLIMITED_COMPARISONS"],
        message: "nur für Messungen: erlaubt nur im Demo-Modus mit HOST=127.0.0.1 (oder ::1, localhost)",
      });
    }
    if (env.E2E_TEST_ROUTES && !(demo && isLoopbackHost(env.HOST))) {
      ctx.addIssue({
        code: "custom",
        path: ["E2E_TEST_ROUTES"],
        message:
          "nur für End-to-End-Tests: erlaubt nur im Demo-Modus mit HOST=127.0.0.1 (oder ::1, localhost)",
      });
    }
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "erforderlich mit DATABASE_URL: alle Instanzen brauchen dasselbe Geheimnis",
      });
    }
  });

const isLoopbackHost = (host: string) => ["127.0.0.1", "::1", "localhost"].includes(host);

/**
 * Production outside demo mode fails closed (docs/decisions/014-accounts-and-production-mode.md):
 * the gate decided (a password, or explicitly empty for none), a stable secret, the public address, never the
 * embedded rating engine's documented demo credentials (its SOAP endpoint is served at /soap/kvr), and real mail
 * and SMS providers unless the outbox is explicitly allowed.
 */
function productionRules(
  env: {
    SITE_PASSWORD?: string;
    APP_SECRET?: string;
    PUBLIC_URL?: string;
    KVR_MANDANT_ID: string;
    KVR_USERNAME: string;
    KVR_PASSWORD?: string;
    MAIL_PROVIDER: "outbox" | "smtp";
    SMS_PROVIDER: "outbox" | "http";
    ALLOW_OUTBOX_IN_PRODUCTION: boolean;
  },
  ctx: z.RefinementCtx,
) {
  const required = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const production = "in Produktion (NODE_ENV=production ohne DEMO_MODE=true)";
  if (env.SITE_PASSWORD === undefined) {
    required(
      "SITE_PASSWORD",
      `${production} festzulegen: ein Passwort für die Zugangssperre, oder leer (SITE_PASSWORD=) für keine Sperre`,
    );
  }
  if (!env.APP_SECRET) required("APP_SECRET", `erforderlich ${production}, mindestens 32 Zeichen`);
  if (!env.PUBLIC_URL) required("PUBLIC_URL", `erforderlich ${production}, z. B. https://www.example.de`);
  const demoEngine =
    (env.KVR_PASSWORD ?? DEMO_ENGINE_CREDENTIALS.password) === DEMO_ENGINE_CREDENTIALS.password;
  if (demoEngine) {
    required(
      "KVR_PASSWORD",
      `eigenes Passwort erforderlich ${production}: die dokumentierten Demo-Zugangsdaten der Rechen-Engine ` +
        `(${DEMO_ENGINE_CREDENTIALS.mandantId}/${DEMO_ENGINE_CREDENTIALS.username}/…) sind unter /soap/kvr erreichbar`,
    );
  }
  // Confirmation mails (with the withdrawal link the law requires) and SMS codes must reach people.
  if (!env.ALLOW_OUTBOX_IN_PRODUCTION) {
    const outbox = (provider: string, real: string) =>
      `${production} nicht der Entwicklungs-Postausgang: ${provider}=${real} einrichten ` +
      "(oder ausdrücklich ALLOW_OUTBOX_IN_PRODUCTION=true für ein geschlossenes Testsystem)";
    if (env.MAIL_PROVIDER === "outbox") required("MAIL_PROVIDER", outbox("MAIL_PROVIDER", "smtp"));
    if (env.SMS_PROVIDER === "outbox") required("SMS_PROVIDER", outbox("SMS_PROVIDER", "http"));
  }
}

export type Env = z.infer<typeof envSchema> & {
  /** The effective gate password; undefined means the gate is off. */
  sitePassword: string | undefined;
  /** True when the documented demo password is in use. */
  demoPassword: boolean;
  /** Demo mode: demo accounts are seeded and the dev outbox is served (DEMO_MODE, default: outside production). */
  demoMode: boolean;
  /** The external address without a trailing slash: PUBLIC_URL, else http://localhost:PORT (`publicBaseUrl`). */
  baseUrl: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** The portal's external address: PUBLIC_URL, else http://localhost:PORT (never derived from a request). */
export function publicBaseUrl(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new EnvError(`Ungültige Konfiguration (Umgebungsvariablen):\n${lines.join("\n")}`);
  }
  const env = result.data;
  const demoPassword = env.SITE_PASSWORD === undefined;
  const sitePassword = demoPassword ? DEMO_SITE_PASSWORD : env.SITE_PASSWORD || undefined;
  const demoMode = env.DEMO_MODE ?? env.NODE_ENV !== "production";
  return { ...env, sitePassword, demoPassword, demoMode, baseUrl: publicBaseUrl(env) };
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The env for a server entry (`npm start`, `npm run dev`): a configuration error goes to stderr for the person
 * starting the server (there is no valid LOG_LEVEL for a logger yet) and ends the process.
 */
export function getEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
