import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  type AccountPageContext,
  type PageContext,
  pageContext,
} from "../../server/transport/page-context.server";
import { signedInViewer } from "../../tests/setup/viewers";
import { requireViewer } from "./require-viewer.server";

const contextWith = (accounts: Partial<AccountPageContext> | undefined) => {
  const context = new RouterContextProvider();
  context.set(pageContext, { accounts } as unknown as PageContext);
  return context;
};

const user = (userType: "private" | "broker" | "insurance", isAdmin = false) =>
  signedInViewer({ userType, isAdmin, email: "u@example.de" });

function thrownResponse(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a redirect");
}

describe("requireViewer", () => {
  it("redirects anonymous visitors to the area's login page (or the one the route names)", () => {
    const anonymous = contextWith({ viewer: { kind: "anonymous" } });
    expect(thrownResponse(() => requireViewer(anonymous, "private")).headers.get("Location")).toBe(
      "/login?grund=anmelden",
    );
    expect(thrownResponse(() => requireViewer(anonymous, "broker")).headers.get("Location")).toBe(
      "/login?grund=anmelden",
    );
    expect(thrownResponse(() => requireViewer(anonymous, "admin")).headers.get("Location")).toBe(
      "/admin-login",
    );
    const redirect = thrownResponse(() =>
      requireViewer(anonymous, "private", { login: "/login?grund=profil" }),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/login?grund=profil");
  });

  it("returns the signed-in viewer and whether the role may use the area", () => {
    const broker = contextWith({ viewer: user("broker") });
    expect(requireViewer(broker, "broker")).toMatchObject({ allowed: true, viewer: { userId: "u1" } });
    expect(requireViewer(broker, "private").allowed).toBe(false);
    expect(requireViewer(broker, "admin").allowed).toBe(false);
    expect(requireViewer(contextWith({ viewer: user("private", true) }), "admin").allowed).toBe(true);
    expect(requireViewer(contextWith({ viewer: user("private") }), "private").allowed).toBe(true);
  });
});
