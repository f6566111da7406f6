export { createLeadAdmin, type LeadAdmin } from "./admin";
export { createBrokerDashboard } from "./broker-dashboard";
export { createLeadMarket, type LeadMarket } from "./lead-market";
export { CONTACT_REQUEST_LIMIT, createLeadsService, type LeadsService } from "./leads";
export { eraseLeadsOf, leadDataOf, takeProfileContact } from "./leads-of-person";
export { leadsSentWith } from "./leads-sent-with";
export { claimableLicense, claimLicense, LICENSE_CLAIMED_CONSTRAINT } from "./license-claims";
