import { describe, expect, it } from "vitest";
import { isHiddenInWebsiteView, websiteViewCategories, websiteViewCategory } from "./website-view";

describe("developer console website view (the spec's category rule)", () => {
  it("follows the spec's thresholds", () => {
    expect(websiteViewCategory("HanseMerkur", "AZP Komfort", 700)).toEqual({
      category: "preis-leistung",
      categoryScore: 1000,
    });
    expect(websiteViewCategory("Hanse Merkur", "azp start", 200).category).toBe("preis-leistung");
    expect(websiteViewCategory("DKV", "AZP", 700)).toEqual({ category: "premium", categoryScore: 800 });
    expect(websiteViewCategory("DKV", "X", 400.01).category).toBe("premium");
    expect(websiteViewCategory("DKV", "X", 400)).toEqual({ category: "standard", categoryScore: 400 });
    expect(websiteViewCategory("DKV", "X", 250)).toEqual({ category: "standard", categoryScore: 400 });
    expect(websiteViewCategory("DKV", "X", 249.99)).toEqual({ category: "guenstig", categoryScore: 600 });
  });

  it("hides HanseMerkur offers named with kut or 100", () => {
    expect(isHiddenInWebsiteView("HanseMerkur", "KUT 100")).toBe(true);
    expect(isHiddenInWebsiteView("HanseMerkur", "Start 100")).toBe(true);
    expect(isHiddenInWebsiteView("HanseMerkur", "AZP Komfort")).toBe(false);
    expect(isHiddenInWebsiteView("DKV", "KUT 100")).toBe(false);
  });

  it("sorts by score, then price, and hides by the rule", () => {
    const view = websiteViewCategories([
      { provider: "DKV", name: "Medi Komfort", monthlyPrice: 420 },
      { provider: "HanseMerkur", name: "AZP Komfort", monthlyPrice: 700 },
      { provider: "HanseMerkur", name: "KUT 100", monthlyPrice: 300 },
      { provider: "Debeka", name: "Basis", monthlyPrice: 200 },
      { provider: "LVM", name: "Komfort", monthlyPrice: 410 },
    ]);
    expect(view.top.map((offer) => offer.name)).toEqual(["AZP Komfort", "Komfort", "Medi Komfort"]);
    expect(view.more.map((offer) => [offer.name, offer.categoryScore])).toEqual([["Basis", 600]]);
    expect(view.hidden.map((offer) => offer.name)).toEqual(["KUT 100"]);
  });
});
