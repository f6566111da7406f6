import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { Imprint } from "../../features/legal/imprint";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/imprint";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { operator } = await page.services.getSiteSettings();
  return { operator, siteName: page.siteName };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Impressum – ${loaderData?.siteName ?? ""}` },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function ImprintPage() {
  const { operator, siteName } = useLoaderData<typeof loader>();
  return <Imprint operator={operator} siteName={siteName} />;
}
