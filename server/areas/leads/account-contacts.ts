/**
 * What the leads area needs to know of accounts. The users and profiles are the accounts area's tables
 * (docs/architecture.md#table-ownership): the accounts area answers (`createAccountContacts` of
 * server/areas/accounts/), the composition root passes it in.
 */
export interface AccountContacts {
  /** The account's contact data as a contact request needs it, or undefined for an account that is gone. */
  contactOf(userId: string): Promise<AccountContact | undefined>;
  /** E-mail and name of each of these accounts that still exists. */
  namesOf(userIds: readonly string[]): Promise<Map<string, AccountName>>;
}

interface AccountContact {
  email: string;
  /** Whether the owner confirmed the e-mail through its link. */
  emailVerified: boolean;
  /** The phone verified by SMS at registration, if any. */
  verifiedPhone: string | null;
  postalCode: string | null;
  /** Whether the profile has every required field (domain/accounts/profile.ts). */
  profileComplete: boolean;
}

interface AccountName {
  email: string;
  firstName: string | null;
  lastName: string | null;
}
