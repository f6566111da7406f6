import { redirect, useLoaderData } from "react-router";
import { accountTarget } from "../../../domain/accounts/roles";
import { pageContext } from "../../../server/page-context.server";
import { LoginPage } from "../../features/accounts/login-page";
import type { Route } from "./+types/login";

/** Signed-in visitors go to their area (portal spec §4). */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const viewer = page.accounts.viewer;
  if (viewer?.kind === "user") throw redirect(accountTarget(viewer));
  const url = new URL(request.url);
  const notice = url.searchParams.get("error")
    ? "link-ungueltig"
    : url.searchParams.has("bestaetigt")
      ? "bestaetigt"
      : (url.searchParams.get("grund") ?? undefined);
  return { siteName: page.siteName, notice };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Anmelden | ${loaderData?.siteName ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function Login() {
  const { siteName, notice } = useLoaderData<typeof loader>();
  return <LoginPage siteName={siteName} notice={notice} />;
}
