export { type AuditActor, type AuditEntry, listAudit, recordAudit } from "./audit-log";
export { readSettingRow, writeSettingRow } from "./setting-rows";
export {
  createSiteSettingsReader,
  onSiteSettingsChanged,
  readSiteSettings,
  saveSiteSettings,
} from "./site-settings";
export { createYearlyFigures, type YearlyFigures } from "./yearly-figures";
