import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../domain/errors/app-error";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import type { Comparisons, CreatedComparison } from "../../../server/areas/comparisons";
import { type PageContext, pageContext } from "../../../server/transport/page-context.server";
import { FIRST_INFORMATION_SHOWN } from "../../../tests/setup/form-body";
import { action as comparisonAction } from "./comparison";
import { action as resultsAction } from "./results";

const RATE_LIMITED = "Zu viele Anfragen. Bitte versuchen Sie es später erneut.";

/** A page context whose comparisons service answers `create` with `create` (it throws as the service does). */
function contextWith(create: Comparisons["create"]): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageContext, {
    comparisons: { create },
    services: { getSiteSettings: async () => defaultSiteSettings },
    gate: { now: Date.parse("2026-12-03T09:00:00Z") },
  } as unknown as PageContext);
  return context;
}

/** The per-address limit used up: the service throws `rate-limited` with the German text and the wait. */
const rateLimitedContext = () =>
  contextWith(async () => {
    throw new AppError("rate-limited", { detail: RATE_LIMITED, retryAfterSeconds: 42 });
  });

/** A stored comparison with `count` tariffs. */
const createdContext = (count: number) =>
  contextWith(
    async () =>
      ({
        comparison: { id: "abcdefghijklmnop", count },
        offersJson: () => "[]",
      }) as unknown as CreatedComparison,
  );

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...Object.fromEntries([FIRST_INFORMATION_SHOWN]), ...fields }).toString(),
  });

type DataResult = { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };

const shortForm = { birthDate: "01.01.1990", jobStatus: "employed" };
const postShortForm = (context: RouterContextProvider, fields: Record<string, string> = shortForm) =>
  resultsAction({
    request: formPost("/ihre-pkv-tarife", fields),
    context,
    params: {},
  } as never) as unknown as Promise<DataResult | Response>;

describe("a rate-limited comparison form post", () => {
  it("answers 429 with Retry-After and the code the toast shows as 'Zu viele Anfragen' (long form)", async () => {
    const result = (await comparisonAction({
      request: formPost("/comparison", { birthDate: "1990-01-01" }),
      context: rateLimitedContext(),
      params: {},
    } as never)) as unknown as DataResult;
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("42");
    expect(result.data.engineError).toEqual({ code: "rate-limited", detail: RATE_LIMITED });
  });

  it("answers 429 with the German message (short form without JavaScript)", async () => {
    const result = (await postShortForm(rateLimitedContext())) as DataResult;
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("42");
    expect(result.data.message).toBe(RATE_LIMITED);
    expect(result.data.code).toBe("rate-limited");
  });
});

describe("the long form's action", () => {
  it("shows the first message per field with status 200 (a validation message is an answer)", async () => {
    const result = (await comparisonAction({
      request: formPost("/comparison", { birthDate: "" }),
      context: contextWith(async () => {
        throw new AppError("validation-failed", {
          fieldErrors: { birthDate: ["Bitte geben Sie Ihr Geburtsdatum ein.", "zweite"] },
        });
      }),
      params: {},
    } as never)) as unknown as Record<string, unknown>;
    expect(result).toEqual({
      errors: { birthDate: "Bitte geben Sie Ihr Geburtsdatum ein." },
      values: { birthDate: "", firstInformationVersion: FIRST_INFORMATION_SHOWN[1] },
      householdValues: {},
      engineError: undefined,
    });
  });

  it("answers an engine failure with 502, its code and the engine's text", async () => {
    const result = (await comparisonAction({
      request: formPost("/comparison", { birthDate: "1990-01-01" }),
      context: contextWith(async () => {
        throw new AppError("engine-companies-failed", { detail: "GetCompanies fehlgeschlagen" });
      }),
      params: {},
    } as never)) as unknown as DataResult;
    expect(result.init?.status).toBe(502);
    expect(result.data.engineError).toEqual({
      code: "engine-companies-failed",
      detail: "GetCompanies fehlgeschlagen",
    });
  });

  it("throws anything but an AppError on (the route's error boundary shows it)", async () => {
    const action = comparisonAction({
      request: formPost("/comparison", { birthDate: "1990-01-01" }),
      context: contextWith(async () => {
        throw new Error("database down");
      }),
      params: {},
    } as never);
    await expect(action).rejects.toThrow("database down");
  });
});

// The short form's one submit: docs/product/comparison.md#short-form.
describe("the short form's action", () => {
  it("redirects a plain post to the results", async () => {
    const result = await postShortForm(createdContext(42));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/ihre-pkv-tarife?c=abcdefghijklmnop");
  });

  it("answers the form's script submission with the results address and the count", async () => {
    const result = (await postShortForm(createdContext(42), { ...shortForm, via: "script" })) as DataResult;
    expect(result).not.toBeInstanceOf(Response);
    expect(result.data).toEqual({
      ageLimit: false,
      created: { url: "/ihre-pkv-tarife?c=abcdefghijklmnop", count: 42 },
    });
  });

  it("checks the birth date and the age limit before any calculation", async () => {
    const never = contextWith(async () => {
      throw new Error("must not calculate");
    });
    const invalid = (await postShortForm(never, {
      birthDate: "14.13.1991",
      jobStatus: "employed",
    })) as DataResult;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({
      message: "Ungültiger Monat",
      ageLimit: false,
      code: "validation-failed",
    });
    const old = (await postShortForm(never, {
      birthDate: "01.01.1950",
      jobStatus: "employed",
    })) as DataResult;
    expect(old.data).toMatchObject({ ageLimit: true });
  });

  it("shows the long-form schema's message for the converted data with status 400", async () => {
    const message = "Sie müssen mindestens 16 Jahre alt sein.";
    const result = (await postShortForm(
      contextWith(async () => {
        throw new AppError("validation-failed", { fieldErrors: { birthDate: [message] } });
      }),
    )) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ message, code: "validation-failed" });
  });

  it("answers an engine failure with 502 'Tarifberechnung fehlgeschlagen' and the engine's code", async () => {
    const result = (await postShortForm(
      contextWith(async () => {
        throw new AppError("engine-authentication-failed");
      }),
      { ...shortForm, via: "script" },
    )) as DataResult;
    expect(result.init?.status).toBe(502);
    expect(result.data).toEqual({
      message: "Tarifberechnung fehlgeschlagen",
      ageLimit: false,
      code: "engine-authentication-failed",
    });
  });
});

describe("the Erstinformation before the first calculation (docs/product/broker-duties.md#first-information)", () => {
  const refusing = () => {
    const calls: unknown[] = [];
    const context = contextWith(async (_input, options) => {
      calls.push(options);
      return { comparison: { id: "abcdefghijklmnop", count: 3 }, offersJson: () => "[]" } as never;
    });
    return { calls, context };
  };

  it("calculates nothing for a long form sent without the version in force, and says why", async () => {
    for (const version of [undefined, "EI-00000000"]) {
      const { calls, context } = refusing();
      const body = new URLSearchParams({ birthDate: "1990-01-01" });
      if (version) body.set("firstInformationVersion", version);
      const result = (await comparisonAction({
        request: new Request("http://portal.test/comparison", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        }),
        context,
        params: {},
      } as never)) as unknown as Record<string, Record<string, string>>;
      expect(calls).toEqual([]);
      expect(result.errors?.firstInformationVersion).toMatch(
        /^Bitte lesen Sie zuerst unsere Erstinformation/,
      );
    }
  });

  it("calculates nothing for a short form sent without it, and records version and moment when shown", async () => {
    const refused = refusing();
    const answer = (await resultsAction({
      request: new Request("http://portal.test/ihre-pkv-tarife", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(shortForm).toString(),
      }),
      context: refused.context,
      params: {},
    } as never)) as unknown as DataResult;
    expect(refused.calls).toEqual([]);
    expect(answer.data.message).toMatch(/^Bitte lesen Sie zuerst unsere Erstinformation/);

    const shown = refusing();
    const redirected = (await postShortForm(shown.context)) as Response;
    expect(redirected.status).toBe(302);
    expect(shown.calls).toEqual([
      {
        firstInformation: { version: FIRST_INFORMATION_SHOWN[1], shownAt: "2026-12-03T09:00:00.000Z" },
      },
    ]);
  });
});
