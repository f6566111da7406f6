import type { SignedInViewer } from "../../server/areas/accounts/types";

/** A signed-in viewer as the session check hands it to pages (confirmed e-mail, profile present). */
export function signedInViewer(
  options: { userType?: SignedInViewer["userType"]; isAdmin?: boolean; email?: string } = {},
): SignedInViewer {
  return {
    kind: "user",
    userId: "u1",
    email: options.email ?? "admin@example.de",
    userType: options.userType ?? "private",
    isAdmin: options.isAdmin ?? false,
    emailVerified: true,
    hasProfile: true,
  };
}
