import type { Context } from "hono";
import { AppError } from "../../../domain/errors/app-error";
import { assertJsonDepth } from "./json-depth";

/** The JSON body of a request, or `invalid-json` when it is not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  // Also here, for routes mounted without the body middleware (docs/decisions/013-http-edge-hardening.md#json-depth).
  assertJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError("invalid-json", { cause: error });
  }
}

/** The JSON body as an object of fields; anything else (no body, not JSON, an array) counts as no fields. */
export async function readJsonFields(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.raw
    .clone()
    .text()
    .catch(() => "");
  assertJsonDepth(text);
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
