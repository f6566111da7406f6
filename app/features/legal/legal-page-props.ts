import type { OperatorDetails } from "../../../domain/settings/site-settings";

export interface LegalPageProps {
  operator: OperatorDetails;
  siteName: string;
}
