import { describe, expect, it } from "vitest";
import { bannerUrl } from "./start-up-banner";

describe("bannerUrl", () => {
  it("shows PUBLIC_URL when it is set, whatever HOST is", () => {
    expect(bannerUrl({ PUBLIC_URL: "https://www.example.de/", HOST: "127.0.0.1" }, 3000)).toBe(
      "https://www.example.de",
    );
  });

  it("shows the address the server listens on, so the visitor opens the demo there", () => {
    expect(bannerUrl({ HOST: "127.0.0.1" }, 3000)).toBe("http://127.0.0.1:3000");
    expect(bannerUrl({ HOST: "pkv-box.local" }, 4000)).toBe("http://pkv-box.local:4000");
    expect(bannerUrl({ HOST: "::1" }, 3000)).toBe("http://[::1]:3000");
  });

  it("shows localhost when the server listens on all interfaces", () => {
    expect(bannerUrl({ HOST: "0.0.0.0" }, 3000)).toBe("http://localhost:3000");
    expect(bannerUrl({ HOST: "::" }, 3000)).toBe("http://localhost:3000");
  });
});
