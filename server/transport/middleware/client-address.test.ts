import { describe, expect, it } from "vitest";
import { parseEnv } from "../../composition/env";
import {
  createClientAddress,
  isProxyAddressEntry,
  normalizeAddress,
  type TrustProxy,
} from "./client-address";

/** A request as it reaches the app: the socket's address in the internal header (set by captureSocketAddress). */
function request(socket: string, headers: Record<string, string> = {}, url = "http://portal.internal/") {
  return new Request(url, { headers: { "x-client-ip-internal": socket, ...headers } });
}

const ip = (trustProxy: TrustProxy, req: Request) => createClientAddress({ trustProxy }).clientIp(req);

describe("client address behind proxies", () => {
  it("ignores forwarded headers when no proxy is trusted", () => {
    const req = request("198.51.100.4", { "X-Forwarded-For": "1.2.3.4", "X-Forwarded-Proto": "https" });
    expect(ip(false, req)).toBe("198.51.100.4");
    expect(createClientAddress({ trustProxy: false }).isHttps(req)).toBe(false);
    expect(createClientAddress({ trustProxy: false }).forwardedHost(req)).toBeUndefined();
  });

  it("with one hop takes the rightmost X-Forwarded-For entry, not a spoofed left one", () => {
    const spoofed = request("10.0.0.2", { "X-Forwarded-For": "6.6.6.6, 203.0.113.7" });
    expect(ip({ hops: 1 }, spoofed)).toBe("203.0.113.7");
    expect(ip({ hops: 1 }, request("10.0.0.2", { "X-Forwarded-For": "203.0.113.7" }))).toBe("203.0.113.7");
    // No header: the socket peer is the client.
    expect(ip({ hops: 1 }, request("203.0.113.8"))).toBe("203.0.113.8");
  });

  it("with two hops takes the second entry from the right", () => {
    const req = request("10.0.0.2", { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.0.0.1" });
    expect(ip({ hops: 2 }, req)).toBe("203.0.113.7");
    // Fewer entries than hops: the furthest address known.
    expect(ip({ hops: 3 }, request("10.0.0.2", { "X-Forwarded-For": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("with a list walks from the right and skips only the listed proxies", () => {
    const trust: TrustProxy = { addresses: ["10.0.0.0/8", "::1"] };
    expect(ip(trust, request("10.0.0.2", { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.1.2.3" }))).toBe(
      "203.0.113.7",
    );
    expect(ip(trust, request("::ffff:10.0.0.2", { "X-Forwarded-For": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(ip(trust, request("::1", { "X-Forwarded-For": "203.0.113.9" }))).toBe("203.0.113.9");
    // A socket peer that is not a listed proxy is the client, whatever it claims.
    expect(ip(trust, request("198.51.100.4", { "X-Forwarded-For": "10.0.0.3" }))).toBe("198.51.100.4");
    // Everything trusted: the leftmost entry is the furthest known address.
    expect(ip(trust, request("10.0.0.2", { "X-Forwarded-For": "10.0.0.5" }))).toBe("10.0.0.5");
  });

  it("reads X-Forwarded-Proto and X-Forwarded-Host only through a trusted hop", () => {
    const viaProxy = request("10.0.0.2", {
      "X-Forwarded-For": "203.0.113.7",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.pkv-lotse.de",
    });
    const trusted = createClientAddress({ trustProxy: { addresses: ["10.0.0.2"] } });
    expect(trusted.isHttps(viaProxy)).toBe(true);
    expect(trusted.forwardedHost(viaProxy)).toBe("www.pkv-lotse.de");
    const direct = request("198.51.100.4", {
      "X-Forwarded-For": "203.0.113.7",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "evil.example",
    });
    expect(trusted.isHttps(direct)).toBe(false);
    expect(trusted.forwardedHost(direct)).toBeUndefined();
    // A client-sent value before the proxy's own: the proxy's (rightmost for one hop) counts.
    const appended = request("10.0.0.2", {
      "X-Forwarded-For": "203.0.113.7",
      "X-Forwarded-Proto": "https, http",
    });
    expect(createClientAddress({ trustProxy: { hops: 1 } }).isHttps(appended)).toBe(false);
    // With a hop count the socket peer is a proxy by configuration, even if it sets only X-Forwarded-Proto.
    const protoOnly = request("10.0.0.2", { "X-Forwarded-Proto": "https" });
    expect(createClientAddress({ trustProxy: { hops: 1 } }).isHttps(protoOnly)).toBe(true);
    expect(createClientAddress({ trustProxy: { hops: 1 } }).clientIp(protoOnly)).toBe("10.0.0.2");
  });

  it("normalizes addresses and validates list entries", () => {
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(isProxyAddressEntry("10.0.0.0/8")).toBe(true);
    expect(isProxyAddressEntry("fd00::/8")).toBe(true);
    expect(isProxyAddressEntry("10.0.0.0/33")).toBe(false);
    expect(isProxyAddressEntry("proxy.local")).toBe(false);
  });
});

describe("TRUST_PROXY parsing", () => {
  const parse = (value: string | undefined) => parseEnv({ NODE_ENV: "test", TRUST_PROXY: value }).TRUST_PROXY;
  it("accepts false, true (one hop), a number of hops and a list of addresses/CIDRs", () => {
    expect(parse(undefined)).toBe(false);
    expect(parse("false")).toBe(false);
    expect(parse("0")).toBe(false);
    expect(parse("true")).toEqual({ hops: 1 });
    expect(parse("2")).toEqual({ hops: 2 });
    expect(parse("10.0.0.1, 172.16.0.0/12,::1")).toEqual({ addresses: ["10.0.0.1", "172.16.0.0/12", "::1"] });
  });

  it("refuses anything else with a German message", () => {
    expect(() => parse("loadbalancer")).toThrow(/TRUST_PROXY: false, eine Anzahl Proxy-Hops/);
    expect(() => parse("10.0.0.1, 10.0.0.0/99")).toThrow(/ungültig: 10\.0\.0\.0\/99/);
  });
});
