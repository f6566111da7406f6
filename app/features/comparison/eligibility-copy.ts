/** Page copy of the eligibility questions (docs/product/comparison.md#eligibility); the answer is the rule's. */
export const ANNUAL_INCOME_LABEL = "Bruttojahreseinkommen (optional)";

export const ANNUAL_INCOME_HELP =
  "Nur für Angestellte: in Euro im Jahr. Liegt es unter der Versicherungspflichtgrenze, ist eine private Vollversicherung nicht möglich.";

export const ANNUAL_INCOME_PLACEHOLDER = "z. B. 90.000";
