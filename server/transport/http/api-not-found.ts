import type { Handler } from "hono";
import { AppError } from "../../../domain/errors/app-error";

/** Any `/api/*` path no sub-app answered: the `not-found` problem, never the page handler's HTML. */
export const apiNotFound: Handler = () => {
  throw new AppError("not-found");
};
