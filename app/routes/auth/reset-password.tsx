import { useLoaderData } from "react-router";
import { ResetPasswordForm } from "../../features/accounts/reset-password-form";
import type { Route } from "./+types/reset-password";

/** Target of the reset link: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", invalid: url.searchParams.has("error") };
}

export const meta: Route.MetaFunction = () => [
  { title: "Neues Passwort festlegen" },
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  const { token, invalid } = useLoaderData<typeof loader>();
  return <ResetPasswordForm token={token} invalid={invalid || !token} />;
}
