import { describe, expect, it } from "vitest";
import { AppError } from "../../../domain/errors/app-error";
import { toProblemDetails } from "../../../domain/errors/problem-details";
import { ApiError } from "../../lib/api-client";
import {
  CHAT_FUNCTION_MISSING_ERROR,
  CHAT_NETWORK_ERROR,
  CHAT_OTHER_ERROR,
  CHAT_UNAVAILABLE,
  chatErrorText,
  INVALID_ANSWER,
  NO_ANSWER,
} from "./chat-errors";

const problem = (error: AppError) =>
  new ApiError({
    kind: "problem",
    status: error.status,
    code: error.code,
    detail: error.detail,
    problem: toProblemDetails(error),
  });

describe("chat error texts", () => {
  it("maps the API client's error codes to the texts of docs/product/errors.md", () => {
    expect(chatErrorText(new ApiError({ kind: "network", status: 0 }))).toBe(CHAT_NETWORK_ERROR);
    expect(chatErrorText(problem(new AppError("chat-unavailable")))).toBe(CHAT_UNAVAILABLE);
    expect(chatErrorText(problem(new AppError("function-not-found")))).toBe(CHAT_FUNCTION_MISSING_ERROR);
    expect(chatErrorText(problem(new AppError("rate-limited")))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(problem(new AppError("validation-failed")))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(problem(new AppError("internal-error")))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(new ApiError({ kind: "invalid-response", status: 200, detail: NO_ANSWER }))).toBe(
      CHAT_OTHER_ERROR,
    );
    expect(
      chatErrorText(new ApiError({ kind: "invalid-response", status: 200, detail: INVALID_ANSWER })),
    ).toBe(CHAT_OTHER_ERROR);
  });

  it("never decides by the message text", () => {
    // A code that is not the chat's, even with the chat's texts in the message.
    const detail = "Chat momentan nicht verfügbar: Function not found";
    expect(chatErrorText(problem(new AppError("validation-failed", { detail })))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(new TypeError("Failed to fetch"))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText("HTTP 500")).toBe(CHAT_OTHER_ERROR);
  });

  it("understands error bodies from before the error contract by their status", () => {
    const old = (status: number, error?: string) =>
      new ApiError({ kind: "http", status, detail: error, body: error ? { error } : undefined });
    expect(chatErrorText(old(404, "Function not found"))).toBe(CHAT_FUNCTION_MISSING_ERROR);
    expect(chatErrorText(old(503, "Chat momentan nicht verfügbar"))).toBe(CHAT_UNAVAILABLE);
    expect(chatErrorText(old(429))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(old(500))).toBe(CHAT_OTHER_ERROR);
  });
});
