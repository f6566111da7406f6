import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { AccessibilityStatement } from "../../features/legal/accessibility-statement";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/accessibility";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { operator } = await page.services.getSiteSettings();
  return { operator, siteName: page.siteName };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Erklärung zur Barrierefreiheit – ${loaderData?.siteName ?? ""}` },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function AccessibilityPage() {
  const { operator, siteName } = useLoaderData<typeof loader>();
  return <AccessibilityStatement operator={operator} siteName={siteName} />;
}
