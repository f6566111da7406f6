/**
 * How failed sign-ins are limited (docs/product/accounts.md#sign-in-and-registration and
 * docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins): a stranger must not be able to lock the owner
 * out. Failures are counted per account *and* address (that pair waits longer after each further failure), per
 * address over all accounts (as before), and per account over all addresses (a high cap that addresses the account
 * signed in from recently are exempt from). A password reset always opens the account again.
 */
export const SIGN_IN_LOCKOUT = {
  /** Failures of one account from one address before that pair has to wait. */
  freePairFailures: 5,
  /** The wait after the first counted failure; it doubles with every further one. */
  firstDelaySeconds: 60,
  /** The longest wait of a pair. */
  maxDelaySeconds: 60 * 60,
  /** How long the failures of a pair are remembered (a successful sign-in forgets them at once). */
  pairWindowMs: 24 * 60 * 60 * 1000,
  /** Failures from one address over all accounts (unchanged). */
  perAddress: { max: 20, windowMs: 15 * 60 * 1000 },
  /** Failures of one account over all addresses; addresses the account signed in from recently are exempt. */
  perAccount: { max: 100, windowMs: 60 * 60 * 1000 },
  /** How long an address counts as the account's own after a successful sign-in from it. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * The wait of an account–address pair after its `failures`-th failure: none before `freePairFailures`, then
 * `firstDelaySeconds` doubling with each further failure, at most `maxDelaySeconds`.
 */
export function pairDelaySeconds(failures: number): number {
  const beyond = failures - SIGN_IN_LOCKOUT.freePairFailures;
  if (beyond < 0) return 0;
  return Math.min(
    SIGN_IN_LOCKOUT.firstDelaySeconds * 2 ** Math.min(beyond, 30),
    SIGN_IN_LOCKOUT.maxDelaySeconds,
  );
}

/** The German message of a locked sign-in, with the wait in seconds or minutes and the way out. */
export function signInLockedMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${Math.max(1, Math.ceil(seconds))} Sekunden`
      : seconds <= 60
        ? "einer Minute"
        : `${Math.ceil(seconds / 60)} Minuten`;
  return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut oder setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück.`;
}
