import { useCallback, useEffect, useState } from "react";
import { toast } from "../../components/ui/toast-store";
import {
  CONFIG_MESSAGES,
  clearTariffConfiguration,
  loadTariffConfiguration,
  saveTariffConfiguration,
} from "./tariff-config";

/** Hidden tariffs ('Ausblenden'/'Einblenden'), persisted in local storage at each toggle. */
export function useHiddenTariffs() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    try {
      const stored = loadTariffConfiguration(window.localStorage);
      if (stored) setHidden(new Set(stored.hiddenTariffs));
    } catch {
      toast({ title: CONFIG_MESSAGES.loadFailed, variant: "destructive" });
    }
  }, []);

  const persist = useCallback((next: ReadonlySet<string>, announce: boolean) => {
    try {
      saveTariffConfiguration(window.localStorage, next, new Date());
      if (announce) toast({ title: "Konfiguration gespeichert" });
    } catch {
      toast({ title: CONFIG_MESSAGES.saveFailed, variant: "destructive" });
    }
  }, []);

  const toggle = useCallback(
    (key: string) => {
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        persist(next, false);
        return next;
      });
    },
    [persist],
  );

  const save = useCallback(() => persist(hidden, true), [hidden, persist]);

  const clear = useCallback(() => {
    try {
      clearTariffConfiguration(window.localStorage);
      setHidden(new Set());
      toast({ title: "Konfiguration zurückgesetzt" });
    } catch {
      toast({ title: CONFIG_MESSAGES.clearFailed, variant: "destructive" });
    }
  }, []);

  return { hidden, toggle, save, clear };
}
export type HiddenTariffs = ReturnType<typeof useHiddenTariffs>;
