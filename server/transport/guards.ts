import { data, redirect } from "react-router";
import { type Area, canAccess, loginPathFor } from "../../domain/accounts/roles";
import type { AccountServices, SessionViewer, SignedInViewer } from "../areas/accounts";
import type {
  AdminPageServices,
  BrokerPageServices,
  PrivatePageServices,
  RoleGuards,
} from "./page-context.server";

/** The body of a guard's 403: which area refused (the error boundary shows that area's 'Zugriff verweigert'). */
export interface AccessDenied {
  denied: Area;
}

/** The 403 a guard throws (docs/product/accounts.md#roles). */
function accessDenied(area: Area) {
  return data<AccessDenied>({ denied: area }, { status: 403 });
}

export interface RoleServices {
  private: PrivatePageServices;
  broker: BrokerPageServices;
  admin: AdminPageServices;
}

export function createRoleGuards(viewer: SessionViewer, services: RoleServices): RoleGuards {
  const signedIn = (area: Area, login?: string): SignedInViewer => {
    if (viewer.kind !== "user") throw redirect(login ?? loginPathFor(area));
    if (!canAccess(viewer, area)) throw accessDenied(area);
    return viewer;
  };
  return {
    privateUser(options = {}) {
      const user = signedIn("private", options.login);
      if (options.profile && !user.hasProfile) throw accessDenied("private");
      return { viewer: user, account: services.private };
    },
    broker() {
      return { viewer: signedIn("broker"), broker: services.broker };
    },
    admin() {
      const user = signedIn("admin");
      return { viewer: user, actor: { id: user.userId, email: user.email }, admin: services.admin };
    },
  };
}

/** The account reads of a private user (`privateUser`'s services). */
export function privateServicesOf(
  accounts: Pick<AccountServices, "getProfile" | "listComparisons">,
  listOwnLeads: PrivatePageServices["listOwnLeads"],
): PrivatePageServices {
  return { getProfile: accounts.getProfile, listComparisons: accounts.listComparisons, listOwnLeads };
}
