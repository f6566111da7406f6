import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../db/client";
import { outbox } from "../db/schema";
import { createHttpSmsSender, createOutboxSmsSender } from "./sms-sender";

describe("SMS adapters", () => {
  let server: Server;
  let url = "";
  let status = 200;
  const requests: Array<{ auth?: string; body: unknown }> = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        requests.push({ auth: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(status, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close();
  });

  it("posts the message to the provider's HTTP API with the token", async () => {
    const sender = createHttpSmsSender({ url, token: "tok-123", sender: "PKV-Lotse" });
    await sender.send("+491701234567", "Ihr Code: 123456");
    expect(requests).toEqual([
      { auth: "Bearer tok-123", body: { to: "+491701234567", from: "PKV-Lotse", text: "Ihr Code: 123456" } },
    ]);
  });

  it("reports a provider error", async () => {
    status = 503;
    const sender = createHttpSmsSender({ url, sender: "PKV-Lotse" });
    await expect(sender.send("+491701234567", "x")).rejects.toThrow("503");
  });

  it("writes to the dev outbox without a provider", async () => {
    await createOutboxSmsSender(database.db).send("+491701234567", "Code 654321");
    const [row] = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({ channel: "sms", recipient: "+491701234567", body: "Code 654321" });
  });
});
