import { describe, expect, it } from "vitest";
import { PRIMARY_COLOR_IDS } from "../../domain/settings/primary-colors";
import { contrastRatio, PRIMARY_COLORS, primaryColorCss } from "./primary-palette";

describe("primary colour palette", () => {
  it.each(PRIMARY_COLORS.map((color) => [color.id, color] as const))(
    "%s keeps WCAG AA contrast for text shades on white and light backgrounds",
    (_id, color) => {
      for (const shade of [700, 800, 900] as const) {
        expect(contrastRatio(color.shades[shade], "#ffffff")).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(color.shades[shade], color.shades[50])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("has the shades of every colour an admin may choose, and no other", () => {
    expect(PRIMARY_COLORS.map((color) => color.id)).toEqual([...PRIMARY_COLOR_IDS]);
  });

  it("computes known ratios and writes CSS variables", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(primaryColorCss("petrol")).toContain("--color-primary-700: #0f766e;");
  });
});
