import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ENGINE_LIMITS } from "../domain/constants/business";
import { childOf, textOf, type XmlNode } from "../lib/xml/safe-xml";
import type { KvrCredentials, TextExchange } from "./exchange-types";
import { AUTH_COOKIE, parseCookies, SESSION_COOKIE } from "./protocol";
import { soapEnvelope, soapFault, xmlResponse } from "./soap-answers";

const AUTHENTICATION_FAILED =
  "Authentifizierung fehlgeschlagen: Mandant, Benutzername oder Passwort ungültig.";
const SESSION_IDLE_MS = ENGINE_LIMITS.sessionIdleMinutes * 60_000;
const MAX_SESSIONS = 10_000;

interface Session {
  aspxAuth: string;
  lastSeen: number;
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The engine's forms-authentication sessions (kvr-simulator/README.md#operations): `authenticate` answers an
 * Authenticate (the session cookies, or a fault for wrong credentials); `sessionValid` says whether a request's
 * cookies name a live session and keeps it alive. At most MAX_SESSIONS, each idle for at most SESSION_IDLE_MS.
 */
export function createSessions(options: { credentials: KvrCredentials; now: () => Date }) {
  const { now } = options;
  const sessions = new Map<string, Session>();

  const sweep = (time: number) => {
    for (const [id, session] of sessions) {
      if (time - session.lastSeen > SESSION_IDLE_MS) sessions.delete(id);
    }
  };

  const credentialsValid = (given: KvrCredentials): boolean => {
    // Compare all three without short-circuit, so the timing does not reveal which one was wrong.
    const checks = [
      safeEqual(given.mandantId, options.credentials.mandantId),
      safeEqual(given.username, options.credentials.username),
      safeEqual(given.password, options.credentials.password),
    ];
    return checks.every(Boolean);
  };

  const authenticate = (body: XmlNode): TextExchange => {
    const element = body.Authenticate;
    const valid = credentialsValid({
      mandantId: textOf(childOf(element, "MandantId")) ?? "",
      username: textOf(childOf(element, "Benutzername")) ?? "",
      password: textOf(childOf(element, "Passwort")) ?? "",
    });
    if (!valid) return xmlResponse(soapFault("soap:Client", AUTHENTICATION_FAILED), 500);
    const time = now().getTime();
    sweep(time);
    if (sessions.size >= MAX_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    const sessionId = randomBytes(15)
      .toString("base64url")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x")
      .slice(0, 24);
    const aspxAuth = randomBytes(48).toString("hex").toUpperCase();
    sessions.set(sessionId, { aspxAuth, lastSeen: time });
    const headers = new Headers({ "content-type": "text/xml; charset=utf-8" });
    headers.append("set-cookie", `${SESSION_COOKIE}=${sessionId}; path=/; HttpOnly; SameSite=Lax`);
    headers.append("set-cookie", `${AUTH_COOKIE}=${aspxAuth}; path=/; HttpOnly; SameSite=Lax`);
    return {
      status: 200,
      headers,
      body: soapEnvelope(
        `<AuthenticateResponse xmlns="http://tempuri.org/"><AuthenticateResult><Success>true</Success><SessionId>${sessionId}</SessionId><AuthTicket>${aspxAuth}</AuthTicket><ExpiresInMinutes>${ENGINE_LIMITS.sessionIdleMinutes}</ExpiresInMinutes></AuthenticateResult></AuthenticateResponse>`,
      ),
    };
  };

  const sessionValid = (headers: Headers): boolean => {
    const cookies = parseCookies(headers.get("cookie"));
    const sessionId = cookies.get(SESSION_COOKIE);
    const aspxAuth = cookies.get(AUTH_COOKIE);
    if (!sessionId || !aspxAuth) return false;
    const session = sessions.get(sessionId);
    if (!session || !safeEqual(session.aspxAuth, aspxAuth)) return false;
    const time = now().getTime();
    if (time - session.lastSeen > SESSION_IDLE_MS) {
      sessions.delete(sessionId);
      return false;
    }
    session.lastSeen = time;
    return true;
  };

  return { authenticate, sessionValid };
}
