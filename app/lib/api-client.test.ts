import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../../domain/errors/app-error";
import { PROBLEM_CONTENT_TYPE, toProblemDetails } from "../../domain/errors/problem-details";
import { ApiError, apiRequest, isApiError } from "./api-client";

const respond = (status: number, body: string, contentType = "application/json") =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { "Content-Type": contentType } }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("apiRequest", () => {
  it("sends JSON with Accept and returns the parsed body", async () => {
    const fetch = respond(201, JSON.stringify({ id: "abc", count: 3 }));
    const result = await apiRequest<{ id: string }>("/api/comparisons", { json: { a: 1 }, fetch });
    expect(result).toEqual({ id: "abc", count: 3 });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/comparisons");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(init?.credentials).toBe("same-origin");
  });

  it("uses GET without a body, honours an explicit method and returns undefined for an empty body", async () => {
    const get = respond(200, "[]");
    await apiRequest("/api/broker/dashboard", { fetch: get });
    expect(get.mock.calls[0]?.[1]).toMatchObject({ method: "GET", body: undefined });
    expect(get.mock.calls[0]?.[1]?.headers).toEqual({ Accept: "application/json" });
    const remove = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await expect(apiRequest("/api/accounts", { method: "DELETE", fetch: remove })).resolves.toBeUndefined();
    expect(remove.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("validates the success body with a schema", async () => {
    const schema = z.object({ response: z.string() });
    await expect(
      apiRequest("/api/x", { schema, fetch: respond(200, '{"response":"Hallo"}') }),
    ).resolves.toEqual({ response: "Hallo" });
    const error = await failure(apiRequest("/api/x", { schema, fetch: respond(200, '{"sessionId":"x"}') }));
    expect(error).toMatchObject({ kind: "invalid-response", code: "internal-error", status: 200 });
    const notJson = await failure(apiRequest("/api/x", { fetch: respond(200, "<html>", "text/html") }));
    expect(notJson.kind).toBe("invalid-response");
  });

  it("throws the problem details of the error contract", async () => {
    const problem = toProblemDetails(
      new AppError("validation-failed", {
        fieldErrors: { email: ["Ungültig"] },
        extensions: { verified: false },
      }),
      "req-9",
    );
    const error = await failure(
      apiRequest("/api/x", { json: {}, fetch: respond(400, JSON.stringify(problem), PROBLEM_CONTENT_TYPE) }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "problem",
      code: "validation-failed",
      status: 400,
      detail: "Bitte füllen Sie alle Pflichtfelder aus.",
      fieldErrors: { email: ["Ungültig"] },
    });
    expect(error.problem?.verified).toBe(false);
    expect(error.problem?.requestId).toBe("req-9");
    expect(error.is("validation-failed")).toBe(true);
    expect(error.is("invalid-json")).toBe(false);
  });

  it("treats an error body without the contract as internal-error, keeping its error text", async () => {
    const old = await failure(
      apiRequest("/api/x", { fetch: respond(404, JSON.stringify({ error: "Function not found" })) }),
    );
    expect(old).toMatchObject({
      kind: "http",
      code: "internal-error",
      status: 404,
      detail: "Function not found",
    });
    // Until every endpoint sends a code, a code matches by the catalogue's status.
    expect(old.is("function-not-found")).toBe(true);
    expect(old.is("chat-unavailable")).toBe(false);

    const html = await failure(
      apiRequest("/api/x", { fetch: respond(502, "<h1>Bad Gateway</h1>", "text/html") }),
    );
    expect(html).toMatchObject({ kind: "http", code: "internal-error", status: 502, detail: undefined });
    expect(html.message).toBe(
      "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    );

    const fields = await failure(
      apiRequest("/api/leads", {
        fetch: respond(400, JSON.stringify({ title: "Fehlende Daten", errors: { firstName: "Bitte" } })),
      }),
    );
    expect(fields.fieldErrors).toEqual({ firstName: ["Bitte"] });
    // A body whose code is not in the catalogue is not the contract either.
    const unknown = await failure(
      apiRequest("/api/x", {
        fetch: respond(400, JSON.stringify({ code: "nope", status: 400, detail: "x" })),
      }),
    );
    expect(unknown.kind).toBe("http");
  });

  it("reports a network failure with its own code", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure(apiRequest("/api/x", { fetch }));
    expect(error).toMatchObject({ kind: "network", code: "network", status: 0, detail: undefined });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.is("internal-error", "service-unavailable")).toBe(false);
  });

  it("passes the signal and rethrows an abort unchanged", async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_path, init) => {
      expect(init?.signal).toBe(controller.signal);
      throw new DOMException("aborted", "AbortError");
    });
    controller.abort();
    await expect(apiRequest("/api/x", { signal: controller.signal, fetch })).rejects.toMatchObject({
      name: "AbortError",
    });
  });

  it("uses the global fetch by default", async () => {
    const fetch = respond(200, '{"ok":true}');
    vi.stubGlobal("fetch", fetch);
    try {
      await expect(apiRequest("/api/health")).resolves.toEqual({ ok: true });
      expect(fetch).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
