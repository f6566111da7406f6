import type { MiddlewareHandler } from "hono";
import { AppError } from "../../../domain/errors/app-error";
import { problemResponse } from "../http/problem-response";
import type { RequestContextVariables } from "./request-context";

/** The methods the portal answers; anything else (TRACE, CONNECT, PROPFIND, …) gets 405 without reaching a route. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_METHODS);

/** 405 `method-not-allowed` with an `Allow` header; an expected answer, so nothing is logged (no stack). */
export function allowedMethods(): MiddlewareHandler {
  return async (c, next) => {
    if (ALLOWED.has(c.req.method)) return next();
    const requestId = (c.var as Partial<RequestContextVariables>).requestId;
    const response = problemResponse(new AppError("method-not-allowed"), requestId);
    response.headers.set("Allow", ALLOWED_METHODS.join(", "));
    return response;
  };
}
