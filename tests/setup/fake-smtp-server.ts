import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A local SMTP server for delivery tests (docs/architecture.md#delivery-queue): it can be down (every connection
 * refused with 421), refuse the next attempts (451 on MAIL FROM) or hold the next connections without a greeting
 * (a hanging server); it records every mail it accepts.
 */
export async function startFakeSmtpServer() {
  const state = {
    down: false,
    refuseNext: 0,
    hangNext: 0,
    /** Connections refused while down. */
    refusedConnections: 0,
    held: [] as Array<(error?: Error) => void>,
    received: [] as ReceivedMail[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      if (state.down) {
        state.refusedConnections += 1;
        return callback(Object.assign(new Error("Dienst nicht verfügbar"), { responseCode: 421 }));
      }
      if (state.hangNext > 0) {
        state.hangNext -= 1;
        state.held.push(callback);
        return;
      }
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.refuseNext > 0) {
        state.refuseNext -= 1;
        return callback(Object.assign(new Error("Bitte später erneut versuchen"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        state.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  // A client that vanishes mid-dialogue is no failure of the test.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    state,
    port,
    close: async () => {
      for (const release of state.held.splice(0)) release(new Error("test over"));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
