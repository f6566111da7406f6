import { type FormEvent, useState } from "react";
import type { EngineCredentialsInput } from "../../../domain/kvr-console/requests";
import { toast } from "../../components/ui/toast-store";
import { updateCredentials } from "./console-client";

export interface ShownCredentials {
  mandantId: string;
  username: string;
  source: "stored" | "environment";
  updatedAt?: string;
}

/** The update form's fields (missing ones empty: the server's schema answers). */
export function credentialsInput(form: FormData): EngineCredentialsInput {
  const values = Object.fromEntries(form) as Record<string, string>;
  return {
    mandantId: values.mandantId ?? "",
    username: values.username ?? "",
    password: values.password ?? "",
  };
}

/** What the read-only fields show after a save: the new Mandant and user, now stored in the admin area. */
export function afterSave(shown: ShownCredentials, input: EngineCredentialsInput): ShownCredentials {
  return { ...shown, mandantId: input.mandantId, username: input.username, source: "stored" };
}

/** The engine credentials shown in 'Companies' and their update form (docs/product/rating-engine.md#credentials). */
export function useConsoleCredentials(initial: ShownCredentials) {
  const [shown, setShown] = useState(initial);
  const [saving, setSaving] = useState(false);
  return {
    shown,
    saving,
    async submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      const input = credentialsInput(new FormData(form));
      setSaving(true);
      try {
        await updateCredentials(input);
        toast({ title: "Zugangsdaten aktualisiert" });
        setShown(afterSave(shown, input));
        form.reset();
      } catch (error) {
        toast({
          title: "Fehler",
          description: error instanceof Error ? error.message : "Unbekannter Fehler",
          variant: "destructive",
        });
      } finally {
        setSaving(false);
      }
    },
  };
}
