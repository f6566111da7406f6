import { describe, expect, it } from "vitest";
import { signedInViewer } from "../../tests/setup/viewers";
import type { SessionViewer } from "../areas/accounts";
import { createRoleGuards, type RoleServices } from "./guards";

/** Stand-ins: the guard hands out exactly these objects, so identity shows which services a role got. */
const services = {
  private: { name: "private" },
  broker: { name: "broker" },
  admin: { name: "admin" },
} as unknown as RoleServices;

const guardsFor = (viewer: SessionViewer) => createRoleGuards(viewer, services);
const user = (
  userType: "private" | "broker" | "insurance",
  options: { isAdmin?: boolean; hasProfile?: boolean } = {},
) => ({
  ...signedInViewer({ userType, isAdmin: options.isAdmin, email: "u@example.de" }),
  hasProfile: options.hasProfile ?? true,
});

/** What a guard threw: a redirect or a 403 (React Router's data() with the area). */
function thrown(run: () => unknown): { status: number; location?: string | null; denied?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const answer = error as { init?: { status?: number }; data?: { denied?: unknown } };
    return { status: answer.init?.status ?? 0, denied: answer.data?.denied };
  }
  throw new Error("the guard let the viewer through");
}

describe("role guards (docs/architecture.md#guards)", () => {
  it("send a visitor without a session to the area's login page (or the one the route names)", () => {
    const anonymous = guardsFor({ kind: "anonymous" });
    expect(thrown(() => anonymous.privateUser())).toEqual({ status: 302, location: "/login?grund=anmelden" });
    expect(thrown(() => anonymous.broker())).toEqual({ status: 302, location: "/login?grund=anmelden" });
    expect(thrown(() => anonymous.admin())).toEqual({ status: 302, location: "/admin-login" });
    expect(thrown(() => anonymous.privateUser({ login: "/login?grund=profil" })).location).toBe(
      "/login?grund=profil",
    );
  });

  it("throw the area's 403 for a signed-in viewer of another role", () => {
    const broker = guardsFor(user("broker"));
    expect(thrown(() => broker.privateUser())).toEqual({ status: 403, denied: "private" });
    expect(thrown(() => broker.admin())).toEqual({ status: 403, denied: "admin" });
    expect(thrown(() => guardsFor(user("private")).broker())).toEqual({ status: 403, denied: "broker" });
    expect(thrown(() => guardsFor(user("insurance")).admin())).toEqual({ status: 403, denied: "admin" });
    expect(
      thrown(() => guardsFor(user("private", { hasProfile: false })).privateUser({ profile: true })),
    ).toEqual({
      status: 403,
      denied: "private",
    });
  });

  it("hand out the role's services, and only its own, to a viewer of the role", () => {
    const privateUser = guardsFor(user("private", { hasProfile: false })).privateUser();
    expect(privateUser.account).toBe(services.private);
    expect(privateUser.viewer.userId).toBe("u1");
    expect(guardsFor(user("insurance")).broker().broker).toBe(services.broker);
    const admin = guardsFor(user("private", { isAdmin: true })).admin();
    expect(admin.admin).toBe(services.admin);
    expect(admin.actor).toEqual({ id: "u1", email: "u@example.de" });
  });
});
