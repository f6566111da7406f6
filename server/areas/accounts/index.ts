import type { Auth } from "../../adapters/auth/auth";
import type { Database } from "../../adapters/db/client";
import { listComparisonsOf } from "../comparisons";
import { listOutbox } from "../delivery";
import { createBrokerDashboard } from "../leads";
import { createAccountActions } from "./actions";
import { createDeleteAccount } from "./delete-account";
import { createExportData } from "./export-data";
import { createGetProfile } from "./get-profile";
import { createGetViewer } from "./get-viewer";
import { createPasswordReset } from "./password-reset";
import { createPhoneCodes } from "./phone-codes";
import type { PhoneVerification } from "./phone-verification";
import { createRegister } from "./register";
import { createSignIn } from "./sign-in";
import type { AccountDeps } from "./types";
import { createUpdateProfile } from "./update-profile";
import { createSendVerificationEmail } from "./verification-email";

export { createAccountContacts } from "./account-contacts";
export type { AccountActions } from "./actions";
export { authFailure } from "./auth-response";
export { requireViewer } from "./get-viewer";
export { createPhoneVerification } from "./phone-verification";
export { accountLoginKey, createSignInLimits } from "./sign-in";
export type { SessionViewer, SignedInViewer } from "./types";

export interface AccountServicesOptions {
  db: Database;
  auth: Auth;
  phone: PhoneVerification;
  adminEmails: readonly string[];
  now?: () => number;
  limits: AccountDeps["limits"];
}

/** All account use cases (one per file) over the same dependencies, plus the form actions built on them. */
export function createAccountServices(options: AccountServicesOptions) {
  const deps: AccountDeps = { ...options, now: options.now ?? Date.now };
  const getViewer = createGetViewer(deps);
  const signIn = createSignIn(deps, getViewer);
  const phoneCodes = createPhoneCodes(deps);
  const passwordReset = createPasswordReset(deps);
  const services = {
    getViewer,
    signIn: signIn.signIn,
    adminSignIn: signIn.adminSignIn,
    signOut: signIn.signOut,
    sendVerificationCode: phoneCodes.sendVerificationCode,
    verifyCode: phoneCodes.verifyCode,
    requestPasswordReset: passwordReset.requestPasswordReset,
    resetPassword: passwordReset.resetPassword,
    register: createRegister(deps),
    getProfile: createGetProfile(deps),
    updateProfile: createUpdateProfile(deps),
    /** 'Meine Vergleiche': the comparisons area reads its table (docs/architecture.md#table-ownership). */
    listComparisons: (userId: string) => listComparisonsOf(deps.db, userId),
    /** The broker dashboard reads the leads area's tables, so the leads area builds it. */
    brokerDashboard: createBrokerDashboard(deps),
    exportData: createExportData(deps),
    deleteAccount: createDeleteAccount(deps),
    sendVerificationEmail: createSendVerificationEmail(deps),
    /** The dev outbox is the delivery area's table. */
    listOutbox: () => listOutbox(deps.db),
  };
  return { ...services, actions: createAccountActions(services) };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
