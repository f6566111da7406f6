export { createLeadAdmin, type LeadAdmin } from "./admin";
export { healthDataErasure } from "./lead-health-data";
export { createLeadMarket, type LeadMarket } from "./lead-market";
export { leadsOf, leadsWithConfirmedEmailOf } from "./lead-ownership";
export { CONTACT_REQUEST_LIMIT, createLeadsService, type LeadsService } from "./leads";
