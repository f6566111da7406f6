import { createHmac, timingSafeEqual } from "node:crypto";
import type { Comparisons, StoredComparison } from "./types";

/**
 * Read-only share links of comparisons (docs/product/documents.md#share-link): `<id>.<signature>`, an HMAC of the
 * id with the app's secret. Whoever has the link sees the comparison's results (not its inputs), also of a
 * comparison an account keeps; nobody can make a link for an id without the secret. A link ends with its
 * comparison (30-day purge, or deleted from 'Meine Vergleiche').
 */
export interface ShareLinks {
  tokenFor(comparisonId: string): string;
  /** The comparison of a valid token that still exists, else undefined. */
  comparisonOf(token: string): Promise<StoredComparison | undefined>;
}

export function createShareLinks(deps: {
  secret: string;
  comparisons: Pick<Comparisons, "get">;
}): ShareLinks {
  const signature = (id: string) =>
    createHmac("sha256", deps.secret).update(`comparison-share:${id}`).digest("base64url").slice(0, 32);
  return {
    tokenFor: (id) => `${id}.${signature(id)}`,
    async comparisonOf(token) {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return undefined;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(signature(id));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return deps.comparisons.get(id);
    },
  };
}
