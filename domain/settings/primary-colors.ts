/**
 * The primary colours an admin may choose (page 'Erscheinungsbild'), by id; their labels and shades are the UI's
 * (app/lib/primary-palette.ts).
 */
export const PRIMARY_COLOR_IDS = ["blau", "indigo", "petrol", "gruen", "violett", "weinrot"] as const;
export type PrimaryColorId = (typeof PRIMARY_COLOR_IDS)[number];
export const DEFAULT_PRIMARY_COLOR: PrimaryColorId = "blau";
