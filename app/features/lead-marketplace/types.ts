import type { ApplicationSnapshot, ApplicationSummary } from "../../../domain/leads/application";
import type { LeadQuality, LeadStatus } from "../../../domain/leads/lifecycle";
import type { RiskPreCheckPerson, RiskPreCheckSummary } from "../../../domain/leads/risk-pre-check";
import type { FormResult } from "../../lib/form-state";

/** One lead as the admin's table shows it (anonymised). */
export interface AdminLead {
  id: string;
  createdAt: string;
  status: LeadStatus;
  quality: LeadQuality;
  validationMethod: string | null;
  salesCount: number;
  maxSales: number;
  priceCents: number;
  consentBasis: string;
  consentListable: boolean;
  /** A risk pre-check: the number of persons (the answers only with the audited reveal). */
  riskPreCheck?: RiskPreCheckSummary | null;
  /** An application request: the tariff and its price (docs/product/leads.md#application-request). */
  application?: ApplicationSummary | null;
  /** The Erstinformation shown before the request (docs/product/broker-duties.md#first-information). */
  firstInformation?: { version: string; shownAt: string } | null;
}

export interface Sale {
  id: string;
  leadId: string;
  purchaseDate: string;
  amountCents: number;
  paymentStatus: string;
  invoiceNumber: string | null;
  buyerEmail: string | null;
  licenseNumber: string | null;
}

export interface Revenue {
  month: string;
  sales: number;
  totalCents: number;
  paidCents: number;
}

export interface License {
  licenseNumber: string;
  userType: string;
  isActive: boolean;
  expiresAt: string | null;
  holderEmail: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
}

/** A lead's personal data after an audited reveal. */
export interface Contact {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  /** A risk pre-check's health answers per person (docs/product/leads.md#risk-pre-check-request). */
  healthAnswers?: RiskPreCheckPerson[] | null;
  /** An application request's tariff and inputs (docs/product/leads.md#application-request). */
  application?: ApplicationSnapshot | null;
}

/** The filters of the leads table, read from the URL (`?status=&q=`). */
export interface LeadFilter {
  status: string;
  q: string;
}

/** The form intents of /lead-marketplace (one route action). */
export const ADMIN_LEAD_INTENTS = [
  "validate",
  "withdraw",
  "reveal",
  "mark-paid",
  "create-license",
  "set-license-active",
  "set-license-expiry",
] as const;
export type AdminLeadIntent = (typeof ADMIN_LEAD_INTENTS)[number];

/** The action's answer: the form result, with the revealed contact after 'reveal'. */
export type AdminActionResult = FormResult<AdminLeadIntent> & { contact?: Contact };
