import { useState } from "react";
import type { KvrServiceResponse } from "../../../domain/kvr-console/requests";
import type { ConsoleSessionState } from "./use-console-session";

export interface CompaniesResult {
  json: string;
  xml: string;
}

/** A successful GetCompanies answer as the tab shows it: the company list as JSON and the raw XML. */
export function companiesResult(response: KvrServiceResponse | undefined): CompaniesResult | undefined {
  if (!response?.success || typeof response.data !== "string") return undefined;
  return { json: JSON.stringify(response.companies ?? [], null, 2), xml: response.data };
}

/** The 'Companies' tab: GetCompanies with the URL credentials and the current session; a failure keeps the last result. */
export function useConsoleCompanies(engine: Pick<ConsoleSessionState, "run" | "session">) {
  const [companies, setCompanies] = useState<CompaniesResult>();
  return {
    companies,
    async getCompanies() {
      const response = await engine.run({ action: "getCompaniesWithUrlAuth", sessionData: engine.session });
      const result = companiesResult(response);
      if (result) setCompanies(result);
    },
  };
}
