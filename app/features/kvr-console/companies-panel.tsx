import { Button } from "../../components/ui/button";
import { ActionSpinner } from "./action-spinner";
import { ResponseBlock } from "./copy-button";
import { CredentialsPanel } from "./credentials-panel";
import type { useConsoleCompanies } from "./use-console-companies";
import type { ShownCredentials } from "./use-console-credentials";
import type { ConsoleSessionState } from "./use-console-session";

/** Tab 'Companies': the credentials and GetCompanies, shown as JSON and as the raw XML (downloadable). */
export function CompaniesPanel({
  engine,
  companies: { companies, getCompanies },
  credentials,
}: {
  engine: Pick<ConsoleSessionState, "loading" | "busy">;
  companies: ReturnType<typeof useConsoleCompanies>;
  credentials: ShownCredentials;
}) {
  return (
    <>
      <CredentialsPanel credentials={credentials} />
      <div className="mt-4">
        <Button type="button" disabled={engine.loading} onClick={getCompanies}>
          <ActionSpinner busy={engine.busy("getCompaniesWithUrlAuth")} /> Get Companies
        </Button>
      </div>
      {companies && (
        <>
          <ResponseBlock title="Unternehmen (JSON)" text={companies.json} copyLabel="Copy JSON" />
          <ResponseBlock
            title="Rohes XML"
            text={companies.xml}
            copyLabel="Copy XML"
            fileName="companies_response.xml"
          />
        </>
      )}
    </>
  );
}
