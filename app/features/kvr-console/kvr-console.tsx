import { useState } from "react";
import { AuthPanel } from "./auth-panel";
import { CalculatePanel } from "./calculate-panel";
import { CompaniesPanel } from "./companies-panel";
import { ConsolePanel, type ConsoleTabId, ConsoleTabList } from "./console-tabs";
import { CustomRequestPanel } from "./custom-request-panel";
import { SessionStatus } from "./session-status";
import { TariffAnalysis } from "./tariff-analysis";
import { useConsoleAuth } from "./use-console-auth";
import { useConsoleCalculate } from "./use-console-calculate";
import { useConsoleCompanies } from "./use-console-companies";
import type { ShownCredentials } from "./use-console-credentials";
import { useConsoleCustomRequest } from "./use-console-custom-request";
import { useConsoleSession } from "./use-console-session";
import { useHiddenTariffs } from "./use-hidden-tariffs";
import { WebsiteView } from "./website-view";

export interface KvrConsoleProps {
  examples: { getCompanies: string; simplified: string; full: string };
  credentials: ShownCredentials;
}

/**
 * The developer console 'KVR Service Test' (docs/product/rating-engine.md#developer-console): six tabs against
 * POST /api/functions/kvr-service, talking to the configured engine. The session lives in this page, as in the spec.
 */
export function KvrConsole({ examples, credentials }: KvrConsoleProps) {
  const [tab, setTab] = useState<ConsoleTabId>("auth");
  const engine = useConsoleSession();
  // The tabs' state lives here, so it survives switching tabs (an inactive panel is not rendered). The last
  // calculation's analysis is shared by 'Calculate' (which makes it), 'Tarife' and 'Website'.
  const auth = useConsoleAuth(engine);
  const companies = useConsoleCompanies(engine);
  const calculate = useConsoleCalculate(engine);
  const custom = useConsoleCustomRequest(engine);
  const analysis = calculate.analysis;
  const hiddenTariffs = useHiddenTariffs();

  return (
    <div className="grid gap-6">
      <SessionStatus state={engine.state} />
      <ConsoleTabList active={tab} onSelect={setTab} />
      <ConsolePanel id="auth" active={tab} title="Authentication Test">
        <AuthPanel engine={engine} auth={auth} />
      </ConsolePanel>
      <ConsolePanel id="companies" active={tab} title="GetCompanies">
        <CompaniesPanel engine={engine} companies={companies} credentials={credentials} />
      </ConsolePanel>
      <ConsolePanel id="calculate" active={tab} title="Calculate Request">
        <CalculatePanel engine={engine} calculate={calculate} examples={examples} />
      </ConsolePanel>
      <ConsolePanel id="custom" active={tab} title="Custom SOAP Request">
        <CustomRequestPanel engine={engine} custom={custom} example={examples.getCompanies} />
      </ConsolePanel>
      <ConsolePanel id="tariffs" active={tab} title="Tarifanalyse">
        <TariffAnalysis analysis={analysis?.value} error={analysis?.error} hiddenTariffs={hiddenTariffs} />
      </ConsolePanel>
      <ConsolePanel id="website" active={tab} title="Website-Ansicht">
        <WebsiteView analysis={analysis?.value} error={analysis?.error} hidden={hiddenTariffs.hidden} />
      </ConsolePanel>
    </div>
  );
}
