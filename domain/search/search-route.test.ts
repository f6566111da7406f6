import { describe, expect, it } from "vitest";
import { findSearchRoute } from "./search-route";

describe("findSearchRoute", () => {
  it.each([
    ["pkv", "/private-krankenversicherung-vergleich"],
    ["  PKV ", "/private-krankenversicherung-vergleich"],
    ["Private Krankenversicherung", "/private-krankenversicherung-vergleich"],
    ["kranken", "/private-krankenversicherung-vergleich"],
    ["vergleich", "/comparison"],
    ["Versicherung Vergleich", "/comparison"],
    ["login", "/login"],
    ["Konto", "/login"],
    ["anmelden", "/login"],
    ["account", "/login"],
  ])("maps the exact keyword %j to %s", (input, route) => {
    expect(findSearchRoute(input)).toBe(route);
  });

  it.each([
    ["pkv tarife", "/private-krankenversicherung-vergleich"],
    ["krankenversicherung günstig", "/private-krankenversicherung-vergleich"],
    ["priv", "/private-krankenversicherung-vergleich"],
    ["mein account", "/login"],
    ["vergl", "/comparison"],
    ["log", "/login"],
  ])("maps the partial input %j to %s", (input, route) => {
    expect(findSearchRoute(input)).toBe(route);
  });

  it.each(["", "   ", "hausrat", "xyz"])("returns nothing for %j", (input) => {
    expect(findSearchRoute(input)).toBeUndefined();
  });
});
