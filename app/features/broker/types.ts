import type { AdviceRecord } from "../../../domain/leads/advice-reasons";
import type { ApplicationSnapshot } from "../../../domain/leads/application";
import type { MarketLead, MarketQuery } from "../../../domain/leads/market";
import type { RiskPreCheckPerson } from "../../../domain/leads/risk-pre-check";
import type { FormResult } from "../../lib/form-state";

/** A purchased lead with its contact data (only with an active, unexpired licence). */
export interface Purchase {
  id: string;
  leadId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  age: number | null;
  purchaseDate: string;
  /** The person withdrew the consent after the purchase. */
  consentWithdrawnAt?: string | null;
  /** A purchased risk pre-check's health answers per person (docs/product/leads.md#risk-pre-check-request). */
  riskPreCheck?: RiskPreCheckPerson[] | null;
  /** A purchased application request's tariff and inputs (docs/product/leads.md#application-request). */
  application?: ApplicationSnapshot | null;
  /** A purchased lead's needs and advice documentation, or the waiver (docs/product/broker-duties.md#advice-documentation). */
  advice?: AdviceRecord | null;
}

/** One page of the market as the /broker-dashboard loader read it (filters, sort and page from the URL). */
export interface MarketPage {
  query: MarketQuery;
  leads: MarketLead[];
  page: number;
  pageCount: number;
  /** The lead picked with 'Kaufen' without JavaScript (`?buy=`): its confirmation is shown on the page. */
  selected: MarketLead | undefined;
  /** The market could not be read. */
  failed: boolean;
}

/** The purchase action's answer: the form result, with the price after a purchase. */
export type PurchaseActionResult = FormResult<"purchase"> & { amountCents?: number };
