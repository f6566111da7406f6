import type { Context } from "hono";
import { AppError } from "../../domain/errors/app-error";

/** The JSON body of a request, or `invalid-json` when it is not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    throw new AppError("invalid-json", { cause: error });
  }
}

/** The JSON body as an object of fields; anything else (no body, not JSON, an array) counts as no fields. */
export async function readJsonFields(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = await c.req.raw.clone().json();
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
