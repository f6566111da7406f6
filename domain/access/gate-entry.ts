import { z } from "zod";

/**
 * One password entry of the gate (docs/product/gate.md): POST /api/gate and the gate screen's route action. `next`
 * is the page to return to (checked with `safeNextPath`).
 */
export const gateEntrySchema = z.object({
  password: z.string().max(200),
  next: z.string().max(2000).optional(),
});
