import { describe, expect, it } from "vitest";
import { bannerUrl, firstInformationLines } from "./start-up-banner";

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

describe("the Erstinformation's check before production (docs/product/broker-duties.md#first-information)", () => {
  it("names in German what is missing and where to add it, and says nothing when complete", () => {
    const lines = firstInformationLines(
      ["E-Mail-Adresse", "Registernummer im Vermittlerregister"],
      "https://www.example.de",
    ).join(" ");
    expect(lines).toContain("Die Erstinformation (§ 15 VersVermV) ist noch nicht vollständig");
    expect(lines).toContain(
      "https://www.example.de/svadmin/erstinformation: E-Mail-Adresse, Registernummer im Vermittlerregister.",
    );
    expect(firstInformationLines([], "https://www.example.de")).toEqual([]);
  });
});
