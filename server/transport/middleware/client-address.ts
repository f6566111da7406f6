import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** Header carrying the socket's address; always overwritten by `captureSocketAddress` (never trusted from outside). */
const CLIENT_IP_HEADER = "x-client-ip-internal";

/**
 * Which proxies in front of the portal are trusted (TRUST_PROXY, parsed in server/composition/env.ts):
 * `false` none; `{ hops: n }` the n nearest hops (the socket peer counts as the first); `{ addresses }` every
 * hop whose address is in the list (single addresses or CIDR ranges).
 */
export type TrustProxy = false | { hops: number } | { addresses: readonly string[] };

export interface ClientAddress {
  /** The client's address: the rightmost X-Forwarded-For entry that is not a trusted hop, else the socket's. */
  clientIp(request: Request): string;
  /** Whether the request reached us over https (X-Forwarded-Proto as written by the outermost trusted proxy). */
  isHttps(request: Request): boolean;
  /** The host the client asked for (X-Forwarded-Host) when the socket peer is a trusted proxy. */
  forwardedHost(request: Request): string | undefined;
}

/** An address without an IPv4-mapped IPv6 prefix, port or brackets ("[::1]:80" → "::1"). */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address))
    address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  return address;
}

/** A TRUST_PROXY list entry ("10.0.0.1", "10.0.0.0/8", "fd00::/8") is valid. */
export function isProxyAddressEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Whether an address (any form normalizeAddress reads) is in a list of addresses and CIDR ranges (valid entries). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    const address = normalizeAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

const listOf = (header: string | null): string[] =>
  (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

export function createClientAddress(options: { trustProxy: TrustProxy }): ClientAddress {
  const { trustProxy } = options;
  const isTrusted =
    trustProxy && "addresses" in trustProxy ? addressMatcher(trustProxy.addresses) : undefined;

  /**
   * The hops from the client to us (X-Forwarded-For, then the socket peer), how many of the last are trusted
   * proxies (`trusted`; with a hop count the socket peer is a proxy by configuration, even when it sent no
   * X-Forwarded-For), and how many of those the chain can skip while keeping one entry as the client (`skip`).
   */
  const resolve = (request: Request): { chain: string[]; trusted: number; skip: number } => {
    const socket = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    if (!trustProxy) return { chain: [socket], trusted: 0, skip: 0 };
    const chain = [...listOf(request.headers.get("x-forwarded-for")), socket];
    if ("hops" in trustProxy) {
      return { chain, trusted: trustProxy.hops, skip: Math.min(trustProxy.hops, chain.length - 1) };
    }
    let index = chain.length - 1;
    while (index >= 0 && isTrusted?.(chain[index] ?? "")) index -= 1;
    const trusted = chain.length - 1 - index;
    return { chain, trusted, skip: Math.min(trusted, chain.length - 1) };
  };

  return {
    clientIp(request) {
      const { chain, skip } = resolve(request);
      const entry = chain[chain.length - 1 - skip] ?? "unknown";
      return skip > 0 ? normalizeAddress(entry) : entry;
    },
    isHttps(request) {
      const { trusted } = resolve(request);
      if (trusted > 0) {
        // Each proxy that appends writes the scheme it was reached by; the outermost trusted one saw the client.
        const protocols = listOf(request.headers.get("x-forwarded-proto"));
        const outermost = protocols[Math.max(0, protocols.length - trusted)];
        if (outermost !== undefined) return outermost.toLowerCase() === "https";
      }
      return new URL(request.url).protocol === "https:";
    },
    forwardedHost(request) {
      if (resolve(request).trusted === 0) return undefined;
      const hosts = listOf(request.headers.get("x-forwarded-host"));
      return hosts[hosts.length - 1];
    },
  };
}

/** The client address as seen by the socket, in a header we always overwrite. */
export function captureSocketAddress(): MiddlewareHandler {
  return async (c, next) => {
    let address = "unknown";
    try {
      address = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
