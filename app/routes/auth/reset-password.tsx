import { redirect, useActionData, useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { ResetPasswordForm } from "../../features/accounts/reset-password-form";
import { formFailure, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/reset-password";

/** Target of the reset link: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", invalid: url.searchParams.has("error") };
}

/** The new password (works without JavaScript); on success the login page says so. */
export async function action({ context, request }: Route.ActionArgs) {
  const { accounts, caller } = context.get(pageContext);
  const { actions } = accounts;
  const { fields } = await readForm(request);
  try {
    const { headers } = await actions.resetPassword(caller, fields);
    return redirect("/login?grund=passwort-geaendert", { headers });
  } catch (error) {
    return formFailure("reset-password", error, fields, { secret: ["password", "confirmPassword"] });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Neues Passwort festlegen" },
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  const { token, invalid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ResetPasswordForm token={token} invalid={invalid || !token} result={result} />;
}
