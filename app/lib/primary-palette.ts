import type { PrimaryColorId } from "../../domain/settings/primary-colors";

/**
 * The shades of the primary colours an admin may choose (page 'Erscheinungsbild'; the ids are in
 * domain/settings/primary-colors.ts). Each is a full shade set for the `--color-primary-*` variables; the shades
 * that carry text (700–900 on white, white on 800/900) keep WCAG AA contrast (4.5:1), checked in
 * primary-palette.test.ts.
 */
export const PRIMARY_COLORS = [
  {
    id: "blau",
    label: "Blau (Standard)",
    shades: {
      50: "#eff4ff",
      100: "#dbe6fe",
      200: "#bfd3fe",
      500: "#3b6ef5",
      600: "#2553d8",
      700: "#1d43b0",
      800: "#1e3a8a",
      900: "#172c66",
    },
  },
  {
    id: "indigo",
    label: "Indigo",
    shades: {
      50: "#eef2ff",
      100: "#e0e7ff",
      200: "#c7d2fe",
      500: "#6366f1",
      600: "#4f46e5",
      700: "#4338ca",
      800: "#3730a3",
      900: "#312e81",
    },
  },
  {
    id: "petrol",
    label: "Petrol",
    shades: {
      50: "#f0fdfa",
      100: "#ccfbf1",
      200: "#99f6e4",
      500: "#14b8a6",
      600: "#0d9488",
      700: "#0f766e",
      800: "#115e59",
      900: "#134e4a",
    },
  },
  {
    id: "gruen",
    label: "Grün",
    shades: {
      50: "#ecfdf5",
      100: "#d1fae5",
      200: "#a7f3d0",
      500: "#10b981",
      600: "#059669",
      700: "#047857",
      800: "#065f46",
      900: "#064e3b",
    },
  },
  {
    id: "violett",
    label: "Violett",
    shades: {
      50: "#f5f3ff",
      100: "#ede9fe",
      200: "#ddd6fe",
      500: "#8b5cf6",
      600: "#7c3aed",
      700: "#6d28d9",
      800: "#5b21b6",
      900: "#4c1d95",
    },
  },
  {
    id: "weinrot",
    label: "Weinrot",
    shades: {
      50: "#fff1f2",
      100: "#ffe4e6",
      200: "#fecdd3",
      500: "#f43f5e",
      600: "#e11d48",
      700: "#be123c",
      800: "#9f1239",
      900: "#881337",
    },
  },
] as const satisfies ReadonlyArray<{ id: PrimaryColorId; label: string; shades: Record<number, string> }>;

export function primaryColor(id: PrimaryColorId) {
  return PRIMARY_COLORS.find((color) => color.id === id) ?? PRIMARY_COLORS[0];
}

/** CSS custom properties overriding the theme's primary shades (`--color-primary-700: #…; …`). */
export function primaryColorCss(id: PrimaryColorId): string {
  const { shades } = primaryColor(id);
  return Object.entries(shades)
    .map(([shade, hex]) => `--color-primary-${shade}: ${hex};`)
    .join(" ");
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
