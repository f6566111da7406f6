import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestBodyLimit } from "../middleware/request-body";
import {
  guardSlowBodies,
  SLOW_CLIENT_POLICY,
  type SlowClientPolicy,
  slowClientServerOptions,
} from "./slow-clients";

// The production policy scaled down, so the test runs in seconds; the rules are the same.
const POLICY: SlowClientPolicy = {
  headersTimeoutMs: 400,
  checkIntervalMs: 50,
  bodyGraceMs: 300,
  minBodyBytesPerSecond: 1000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
};

let server: Server;
let port: number;
const closedByGuard: number[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.use(
    "*",
    requestBodyLimit({ exceptions: [{ path: /^\/upload$/, maxBytes: 10_000_000, streamed: true }] }),
  );
  // The guard's closing aborts the body read: the real app logs that at debug (safe-error.ts); here: quiet.
  app.onError((_error, c) => c.text("aborted", 499 as 400));
  app.get("/ping", (c) => c.text("ok"));
  app.post("/echo", async (c) => c.text(String((await c.req.text()).length)));
  app.post("/upload", async (c) => {
    let size = 0;
    for await (const chunk of c.req.raw.body ?? []) size += chunk.byteLength;
    return c.text(String(size));
  });
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: slowClientServerOptions(POLICY) },
      (info) => {
        port = info.port;
        resolve();
      },
    ) as Server;
  });
  guardSlowBodies(server, POLICY, (_request, received) => closedByGuard.push(received));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Outcome {
  answer: string;
  closed: true;
}

/** A raw connection that sends `head`, then `drip` every `everyMs` until the server closes it. */
function slowClient(head: string, drip: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write(drip);
      }, everyMs);
    });
    socket.on("data", (data) => {
      answer += data.toString();
    });
    socket.on("error", () => {}); // a reset after the 408 is part of being closed
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closed: true });
    });
    socket.setTimeout(15_000, () => reject(new Error("the server kept a slow connection open")));
  });
}

/** A request whose body is sent in `chunks` pieces of `chunkBytes`, one every `everyMs`. */
function paced(path: string, chunks: number, chunkBytes: number, everyMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("connect", async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n` +
          `Content-Length: ${chunks * chunkBytes}\r\nConnection: close\r\n\r\n`,
      );
      for (let index = 0; index < chunks; index++) {
        socket.write(Buffer.alloc(chunkBytes, 97));
        await new Promise((wait) => setTimeout(wait, everyMs));
      }
    });
    socket.on("data", (data) => {
      answer += data.toString();
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

describe("slow clients (docs/security.md#slow-clients)", () => {
  it("closes 50 connections that trickle a body, answers 408, and keeps serving others", async () => {
    const head = "POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10000\r\n\r\n";
    const slow = Array.from({ length: 50 }, () => slowClient(head, "a", 100));
    const ping = await fetch(`http://127.0.0.1:${port}/ping`);
    expect(ping.status).toBe(200);
    const outcomes = await Promise.all(slow);
    expect(outcomes).toHaveLength(50);
    for (const outcome of outcomes) {
      expect(outcome.closed).toBe(true);
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.answer).toContain("Die Anfrage kam zu langsam an");
    }
    expect(closedByGuard.length).toBeGreaterThanOrEqual(50);
    expect((await fetch(`http://127.0.0.1:${port}/ping`)).status).toBe(200);
  }, 20_000);

  it("closes connections whose headers never end", async () => {
    const head = "GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => slowClient(head, "X-Slow: 1\r\n", 50)),
    );
    for (const outcome of outcomes) {
      expect(outcome.closed).toBe(true);
      expect(outcome.answer).not.toContain("200 OK");
    }
  }, 20_000);

  it("keeps an idle connection open past the header deadline, for the keep-alive time", async () => {
    const socket = connect(port, "127.0.0.1");
    const answers: string[] = [];
    socket.on("data", (data) => answers.push(data.toString()));
    const request = "GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(request);
    await expect.poll(() => answers.join("")).toMatch(/^HTTP\/1\.1 200 /);
    // Idle for longer than the header deadline (400 ms): the connection is still open and answers again.
    await new Promise((resolve) => setTimeout(resolve, POLICY.headersTimeoutMs + 4 * POLICY.checkIntervalMs));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await expect.poll(() => answers.join("").match(/HTTP\/1\.1 200 /g)?.length).toBe(2);
    socket.destroy();
  });

  it("keeps idle connections longer than a load balancer's idle timeout (60 s)", () => {
    expect(SLOW_CLIENT_POLICY.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(slowClientServerOptions().keepAliveTimeout).toBe(SLOW_CLIENT_POLICY.keepAliveTimeoutMs);
  });

  it("lets a steady body through that takes longer than the grace period", async () => {
    // 30 KB at about 30 KB/s: well above the minimum rate, and still arriving after the grace period.
    const echo = await paced("/echo", 30, 1024, 33);
    expect(echo).toMatch(/^HTTP\/1\.1 200 /);
    expect(echo.endsWith("30720")).toBe(true);
  }, 20_000);

  it("lets a streamed upload through at a steady rate", async () => {
    const upload = await paced("/upload", 40, 16 * 1024, 25);
    expect(upload).toMatch(/^HTTP\/1\.1 200 /);
    expect(upload.endsWith(String(40 * 16 * 1024))).toBe(true);
  }, 20_000);
});
