import { AsyncLocalStorage } from "node:async_hooks";
import { hostname, networkInterfaces } from "node:os";
import type { MiddlewareHandler } from "hono";

/**
 * The address links in e-mails point to (docs/security.md#links-in-e-mails). With PUBLIC_URL, always that. A demo
 * without PUBLIC_URL is opened at whatever address the newcomer typed (localhost, 127.0.0.1, the machine's name or
 * LAN address): its links use that address, but only when the host is one of this machine's own names, so a
 * forged Host header can never send a password-reset link to somebody else's server.
 */
const visitorBase = new AsyncLocalStorage<string>();

/** This machine's own host names and addresses (lower case, IPv6 without brackets). */
export function ownHostNames(): ReadonlySet<string> {
  const names = new Set(["localhost", "127.0.0.1", "::1", hostname().toLowerCase()]);
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) names.add(entry.address.toLowerCase());
  }
  return names;
}

/** The origin of a request URL when its host is one of `ownHosts`; otherwise `undefined`. */
export function ownOriginOf(requestUrl: string, ownHosts: ReadonlySet<string>): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return ownHosts.has(host) ? url.origin : undefined;
}

/** Middleware: in a demo without PUBLIC_URL, remembers the visitor's own-host origin for the request's e-mails. */
export function visitorLinkBase(options: {
  enabled: boolean;
  ownHosts?: ReadonlySet<string>;
}): MiddlewareHandler {
  if (!options.enabled) return (_c, next) => next();
  const ownHosts = options.ownHosts ?? ownHostNames();
  return (c, next) => {
    const origin = ownOriginOf(c.req.url, ownHosts);
    return origin ? visitorBase.run(origin, next) : next();
  };
}

/** The base of links in e-mails for this environment: PUBLIC_URL, or in a demo the visitor's own-host origin. */
export function linkBaseFor(env: { PUBLIC_URL?: string; baseUrl: string; demoMode: boolean }): () => string {
  const configured = env.baseUrl;
  if (env.PUBLIC_URL || !env.demoMode) return () => configured;
  return () => visitorBase.getStore() ?? configured;
}

/** A link built on `configuredBase` (e.g. by Better Auth), moved to `linkBase`. */
export function rebaseLink(url: string, configuredBase: string, linkBase: string): string {
  return url.startsWith(configuredBase) ? `${linkBase}${url.slice(configuredBase.length)}` : url;
}
