import { data, redirect, useActionData, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { pageContext } from "../../../server/transport/page-context.server";
import { AccessDenied } from "../../features/accounts/access-denied";
import { PersonalArea } from "../../features/accounts/personal-area";
import { savedComparisonSummary } from "../../features/comparison/saved-comparison-summary";
import { OwnContactRequests } from "../../features/lead-marketplace/own-contact-requests";
import { formFailure, formSuccess, readForm } from "../../lib/form-action.server";
import { requirePrivateUser } from "../../lib/guards.server";
import type { Route } from "./+types/personal-area";

/** The view of the personal area that asks before deleting the account (without JavaScript). */
const DELETE_VIEW = "konto-loeschen";

/** Server-side access (docs/product/accounts.md#sign-in-and-registration): no session → /login; profile missing or not private → denied. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, account } = requirePrivateUser(context, { profile: true });
  try {
    const profile = await account.getProfile(viewer.userId);
    if (!profile) return data({ state: "no-profile" as const }, { status: 403 });
    const listed = await account.listComparisons(viewer.userId);
    // Each entry says what it is: person, package, date and top tariff (docs/product/documents.md#meine-vergleiche).
    const page = context.get(pageContext);
    const comparisons = await Promise.all(
      listed.map(async (entry) => {
        const stored = await page.comparisons.get(entry.id).catch(() => undefined);
        return {
          ...entry,
          createdAt: entry.createdAt.toISOString(),
          ...(stored ? savedComparisonSummary(stored) : {}),
        };
      }),
    );
    // 'Ihre Kontaktanfragen' with their withdrawal links (docs/product/leads.md#consent-and-withdrawal); a failed
    // read shows none, as before.
    const ownRequests = await account.listOwnLeads(viewer).catch(() => []);
    return {
      state: "shown" as const,
      // Without JavaScript 'Konto löschen' asks on the page itself (?ansicht=konto-loeschen).
      confirmDelete: new URL(request.url).searchParams.get("ansicht") === DELETE_VIEW,
      now: Date.now(),
      profile: { ...profile, updatedAt: profile.updatedAt.toISOString() },
      comparisons,
      ownRequests,
    };
  } catch {
    return data({ state: "error" as const }, { status: 500 });
  }
}

/**
 * The personal area's forms (docs/product/accounts.md#personal-area): 'Bestätigungslink erneut senden'
 * (`resend-confirmation`) and 'Konto endgültig löschen' (`delete-account`, then signed out and on to the start page).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { viewer } = requirePrivateUser(context, { profile: true });
  const { accounts, caller } = context.get(pageContext);
  const { intent, fields } = await readForm(request);
  if (intent === "delete-account") {
    try {
      const { headers } = await accounts.actions.deleteAccount(caller);
      return redirect("/", { status: 303, headers });
    } catch (error) {
      return formFailure("delete-account", error, fields);
    }
  }
  if (intent === "delete-comparison") {
    // One of 'Meine Vergleiche' (docs/product/documents.md#meine-vergleiche); another account's is not found.
    const removed = await context
      .get(pageContext)
      .comparisons.remove(String(fields.comparisonId ?? ""), viewer.userId);
    if (!removed) throw data(null, { status: 404 });
    return redirect("/mein-bereich#meine-vergleiche", { status: 303 });
  }
  if (intent !== "resend-confirmation") throw data(null, { status: 400 });
  try {
    await accounts.actions.resendVerificationEmail(caller);
    return formSuccess("resend-confirmation", {});
  } catch (error) {
    return formFailure("resend-confirmation", error, fields);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Mein Bereich" },
  { name: "robots", content: "noindex" },
];

export default function PersonalAreaRoute() {
  const result = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  if (result.state === "no-profile") return <AccessDenied title={m.accessDenied} message={m.privateOnly} />;
  if (result.state === "error") return <AccessDenied title={m.errorTitle} message={m.profileLoadFailed} />;
  return (
    <>
      <PersonalArea
        profile={result.profile}
        comparisons={result.comparisons}
        now={result.now}
        confirmDelete={result.confirmDelete}
        deleteView={DELETE_VIEW}
        result={acted}
      />
      <OwnContactRequests leads={result.ownRequests} />
    </>
  );
}
