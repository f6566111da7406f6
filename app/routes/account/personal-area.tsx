import { data, redirect, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { pageContext } from "../../../server/page-context.server";
import { AccessDenied } from "../../features/accounts/access-denied";
import { PersonalArea } from "../../features/accounts/personal-area";
import type { Route } from "./+types/personal-area";

/** Server-side access (portal spec §4): no session → /login; profile missing or not private → denied. */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = context.get(pageContext).accounts;
  const viewer = accounts.viewer;
  if (viewer.kind !== "user") throw redirect("/login?grund=anmelden");
  if (!viewer.hasProfile || viewer.userType !== "private") {
    return data({ state: "denied" as const }, { status: 403 });
  }
  try {
    const profile = await accounts.services.getProfile(viewer.userId);
    if (!profile) return data({ state: "denied" as const }, { status: 403 });
    const comparisons = await accounts.services.listComparisons(viewer.userId);
    return {
      state: "allowed" as const,
      now: Date.now(),
      profile: { ...profile, updatedAt: profile.updatedAt.toISOString() },
      comparisons: comparisons.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    };
  } catch {
    return data({ state: "error" as const }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Mein Bereich" },
  { name: "robots", content: "noindex" },
];

export default function PersonalAreaRoute() {
  const result = useLoaderData<typeof loader>();
  if (result.state === "denied") return <AccessDenied title={m.accessDenied} message={m.privateOnly} />;
  if (result.state === "error") return <AccessDenied title={m.errorTitle} message={m.profileLoadFailed} />;
  return <PersonalArea profile={result.profile} comparisons={result.comparisons} now={result.now} />;
}
