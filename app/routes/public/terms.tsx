import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/page-context.server";
import { TermsOfService } from "../../features/legal/terms-of-service";
import type { Route } from "./+types/terms";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { operator } = await page.services.getSiteSettings();
  return { operator, siteName: page.siteName };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Allgemeine Geschäftsbedingungen – ${loaderData?.siteName ?? ""}` },
];

export default function TermsOfServicePage() {
  const { operator, siteName } = useLoaderData<typeof loader>();
  return <TermsOfService operator={operator} siteName={siteName} />;
}
