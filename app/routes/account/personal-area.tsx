import { data, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { AccessDenied } from "../../features/accounts/access-denied";
import { PersonalArea } from "../../features/accounts/personal-area";
import { OwnContactRequests } from "../../features/lead-marketplace/own-contact-requests";
import { requireViewer } from "../../lib/require-viewer.server";
import type { Route } from "./+types/personal-area";

/** Server-side access (docs/product/accounts.md#sign-in-and-registration): no session → /login; profile missing or not private → denied. */
export async function loader({ context }: Route.LoaderArgs) {
  const { accounts, viewer, allowed } = requireViewer(context, "private");
  if (!allowed || !viewer.hasProfile) {
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
  return (
    <>
      <PersonalArea profile={result.profile} comparisons={result.comparisons} now={result.now} />
      <OwnContactRequests />
    </>
  );
}
