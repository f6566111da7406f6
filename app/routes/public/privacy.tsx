import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { PrivacyPolicy } from "../../features/legal/privacy-policy";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/privacy";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { operator } = await page.services.getSiteSettings();
  return { operator, siteName: page.siteName };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Datenschutzerklärung – ${loaderData?.siteName ?? ""}` },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function PrivacyPolicyPage() {
  const { operator, siteName } = useLoaderData<typeof loader>();
  return <PrivacyPolicy operator={operator} siteName={siteName} />;
}
