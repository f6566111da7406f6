import { data, useActionData, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { loginPathFor } from "../../../domain/accounts/roles";
import { pageContext } from "../../../server/transport/page-context.server";
import { AccessDenied } from "../../features/accounts/access-denied";
import { ProfileForm } from "../../features/accounts/profile-form";
import { formFailure, formSuccess, readForm } from "../../lib/form-action.server";
import { requirePrivateUser } from "../../lib/guards.server";
import type { Route } from "./+types/update-profile";

/** Profile pages need a session (docs/product/accounts.md#roles); the profile belongs to private users. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, account } = requirePrivateUser(context, { login: loginPathFor("private", "profil") });
  const profile = await account.getProfile(viewer.userId).catch(() => undefined);
  if (!profile) return data({ state: "not-found" as const, message: m.profileNotFound }, { status: 404 });
  const text = (value: string | null) => value ?? "";
  return {
    state: "shown" as const,
    email: profile.email,
    initial: {
      salutation: text(profile.salutation),
      profession: text(profile.profession),
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      phoneNumber: text(profile.phoneNumber),
      birthDate: text(profile.birthDate),
      nationality: text(profile.nationality),
      street: text(profile.street),
      houseNumber: text(profile.houseNumber),
      postalCode: text(profile.postalCode),
      city: text(profile.city),
      country: text(profile.country),
    },
  };
}

/** Saves the profile (works without JavaScript); the page then says so. */
export async function action({ context, request }: Route.ActionArgs) {
  const { accounts, caller } = context.get(pageContext);
  const { actions } = accounts;
  const { fields } = await readForm(request);
  try {
    const { headers } = await actions.updateProfile(caller, fields);
    return formSuccess("update-profile", fields, { headers });
  } catch (error) {
    return formFailure("update-profile", error, fields);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Profil bearbeiten" },
  { name: "robots", content: "noindex" },
];

export default function UpdateProfile() {
  const result = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  if (result.state === "not-found") return <AccessDenied title={m.accessDenied} message={result.message} />;
  return <ProfileForm email={result.email} initial={result.initial} result={submitted} />;
}
