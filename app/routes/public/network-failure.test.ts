import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../domain/leads/contact-request";
import { GATE_NO_CONNECTION } from "../../features/gate/gate-screen";
import { clientAction as contactClientAction } from "./contact-request";
import { clientAction as gateClientAction } from "./gate-entry";

/** A fetch that never reaches the server, as `serverAction` rejects when the browser is offline. */
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

function args(body: Record<string, string>, serverAction: () => Promise<unknown>) {
  const request = new Request("http://portal.test/x", { method: "POST", body: new URLSearchParams(body) });
  return { request, serverAction, params: {} } as never;
}

describe("fetcher posts without an answer", () => {
  it("the contact dialog says 'not sent' and keeps the entries", async () => {
    const result = await contactClientAction(args({ name: "Erika Muster", email: "e@example.de" }, offline));
    expect(result).toEqual({
      ok: false,
      code: "network",
      message: CONTACT_MESSAGES.failed,
      fieldErrors: {},
      values: { name: "Erika Muster", email: "e@example.de" },
    });
  });

  it("the gate says there is no connection", async () => {
    expect(await gateClientAction(args({ password: "x" }, offline))).toEqual({
      granted: false,
      error: GATE_NO_CONNECTION,
    });
  });

  it("both pass the server's answer through when there is one", async () => {
    const answer = { granted: false, error: "Falsches Passwort" };
    expect(await gateClientAction(args({ password: "x" }, async () => answer))).toBe(answer);
    const sent = { ok: true };
    expect(await contactClientAction(args({}, async () => sent))).toBe(sent);
  });
});
