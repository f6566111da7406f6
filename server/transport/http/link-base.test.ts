import { describe, expect, it } from "vitest";
import { parseEnv } from "../../composition/env";
import { linkBaseFor, ownHostNames, ownOriginOf, rebaseLink } from "./link-base";

const OWN = new Set(["localhost", "127.0.0.1", "::1", "pkv-box", "192.168.1.20"]);

describe("link base of e-mails (docs/security.md#links-in-e-mails)", () => {
  it("accepts this machine's names and addresses, with any port", () => {
    expect(ownOriginOf("http://127.0.0.1:3000/api/x", OWN)).toBe("http://127.0.0.1:3000");
    expect(ownOriginOf("http://PKV-BOX:8080/", OWN)).toBe("http://pkv-box:8080");
    expect(ownOriginOf("http://[::1]:3000/", OWN)).toBe("http://[::1]:3000");
    expect(ownOriginOf("http://192.168.1.20/", OWN)).toBe("http://192.168.1.20");
  });

  it("refuses every other host and anything that is no URL", () => {
    expect(ownOriginOf("http://evil.example:3000/", OWN)).toBeUndefined();
    expect(ownOriginOf("http://localhost.evil.example/", OWN)).toBeUndefined();
    expect(ownOriginOf("not a url", OWN)).toBeUndefined();
  });

  it("knows the loopback names on every machine", () => {
    const names = ownHostNames();
    for (const name of ["localhost", "127.0.0.1", "::1"]) expect(names.has(name)).toBe(true);
  });

  it("uses PUBLIC_URL whenever it is set, and outside a demo the default address", () => {
    expect(
      linkBaseFor(
        parseEnv({
          NODE_ENV: "test",
          PUBLIC_URL: "https://www.example.de/",
          PORT: "3000",
          DEMO_MODE: "true",
        }),
      )(),
    ).toBe("https://www.example.de");
    expect(linkBaseFor(parseEnv({ NODE_ENV: "test", PORT: "3000", DEMO_MODE: "false" }))()).toBe(
      "http://localhost:3000",
    );
    // A demo outside a request (no visitor yet): the default address too.
    expect(linkBaseFor(parseEnv({ NODE_ENV: "test", PORT: "4000", DEMO_MODE: "true" }))()).toBe(
      "http://localhost:4000",
    );
  });

  it("moves a link built on the configured base, and leaves any other link alone", () => {
    expect(
      rebaseLink("http://localhost:3000/api/auth/x?a=1", "http://localhost:3000", "http://127.0.0.1:3000"),
    ).toBe("http://127.0.0.1:3000/api/auth/x?a=1");
    expect(rebaseLink("https://other.example/x", "http://localhost:3000", "http://127.0.0.1:3000")).toBe(
      "https://other.example/x",
    );
  });
});
