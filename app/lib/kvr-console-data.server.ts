import type { KvrConsole } from "../../server/areas/kvr-console";

/** What the console page needs from the server: the example requests and the credentials (never the password). */
export async function kvrConsoleData(kvrConsole: KvrConsole | undefined) {
  if (!kvrConsole) return undefined;
  const credentials = await kvrConsole.credentials();
  return {
    examples: kvrConsole.examples(),
    credentials: {
      mandantId: credentials.mandantId,
      username: credentials.username,
      source: credentials.source,
      updatedAt: credentials.updatedAt,
    },
  };
}
