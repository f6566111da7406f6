/**
 * The console's tariff configuration in local storage (docs/product/rating-engine.md#developer-console: key
 * kvr_tariff_configuration): which tariffs are hidden ('Ausblenden'), saved and cleared.
 */
const TARIFF_CONFIG_KEY = "kvr_tariff_configuration";

export interface TariffConfiguration {
  hiddenTariffs: string[];
  savedAt: string;
}

export const CONFIG_MESSAGES = {
  loadFailed: "Die gespeicherte Tarifkonfiguration konnte nicht geladen werden",
  saveFailed: "Die Konfiguration konnte nicht gespeichert werden",
  clearFailed: "Die Konfiguration konnte nicht zurückgesetzt werden",
} as const;

export function loadTariffConfiguration(storage: Storage): TariffConfiguration | undefined {
  const raw = storage.getItem(TARIFF_CONFIG_KEY);
  if (raw === null) return undefined;
  const parsed = JSON.parse(raw) as Partial<TariffConfiguration>;
  if (!Array.isArray(parsed.hiddenTariffs) || !parsed.hiddenTariffs.every((key) => typeof key === "string")) {
    throw new Error(CONFIG_MESSAGES.loadFailed);
  }
  return { hiddenTariffs: parsed.hiddenTariffs, savedAt: String(parsed.savedAt ?? "") };
}

export function saveTariffConfiguration(storage: Storage, hidden: Iterable<string>, at: Date): void {
  const value: TariffConfiguration = { hiddenTariffs: [...hidden], savedAt: at.toISOString() };
  storage.setItem(TARIFF_CONFIG_KEY, JSON.stringify(value));
}

export function clearTariffConfiguration(storage: Storage): void {
  storage.removeItem(TARIFF_CONFIG_KEY);
}
