import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { KNOWLEDGE_BASE } from "../../../domain/assistant/knowledge-base";
import {
  applyKnowledgeEdits,
  knowledgeEditFormSchema,
  SHIPPED_KNOWLEDGE,
} from "../../../domain/assistant/knowledge-edits";
import { assistantFormSchema, testPromptSchema } from "../../../domain/settings/admin-forms";
import { CHAT_RETENTION_DAYS } from "../../../domain/settings/site-settings";
import { formatDateTime } from "../../../lib/format/date-format";
import { pageContext } from "../../../server/transport/page-context.server";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { auditRows } from "../../features/admin/audit-rows.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import { parseForm, saveForm } from "../../lib/admin-forms.server";
import { formFailure, readForm } from "../../lib/form-action.server";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/svadmin-ai";

export async function loader({ context, request }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  const { assistant } = await context.get(pageContext).services.getSiteSettings();
  const editedIds = new Set(assistant.knowledgeEdits.map((edit) => edit.id));
  const shippedIds = new Set(SHIPPED_KNOWLEDGE.map((entry) => entry.id));
  const selected = new URL(request.url).searchParams.get("eintrag");
  const editing =
    assistant.knowledgeEdits.find((edit) => edit.id === selected) ??
    SHIPPED_KNOWLEDGE.find((entry) => entry.id === selected);
  const transcripts = await access.admin.assistant.listTranscripts(20);
  return {
    assistant,
    llmConfigured: access.admin.assistant.llmConfigured,
    knowledge: applyKnowledgeEdits(KNOWLEDGE_BASE, assistant.knowledgeEdits).map((entry) => ({
      id: entry.id,
      topic: entry.topic,
      question: entry.questions[0] ?? "",
      state: !editedIds.has(entry.id) ? "shipped" : shippedIds.has(entry.id) ? "edited" : "added",
    })),
    editing: editing
      ? {
          id: editing.id,
          topic: editing.topic,
          questions: editing.questions.join("\n"),
          keywords: editing.keywords.join(", "),
          answer: editing.answer,
        }
      : undefined,
    transcripts: transcripts.map((transcript) => ({
      sessionId: transcript.sessionId,
      lastMessageAt: transcript.lastMessageAt.toISOString(),
      messages: transcript.messages.map((message) => ({ ...message, at: message.at.toISOString() })),
    })),
    audit: auditRows(await access.admin.recentAudit("settings", "assistant")),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const access = requireAdmin(context);
  const { intent, fields } = await readForm(request);
  if (intent === "test-prompt") {
    try {
      const { question } = parseForm(testPromptSchema, fields);
      return data({
        kind: "test" as const,
        question,
        answer: await access.admin.assistant.testPrompt(question),
      });
    } catch (error) {
      return formFailure("test-prompt", error, fields);
    }
  }
  if (intent === "save-entry") {
    return saveForm("save-entry", fields, async () => {
      const edit = parseForm(knowledgeEditFormSchema, fields);
      await access.admin.saveSiteSettings(
        (current) => ({
          ...current,
          assistant: {
            ...current.assistant,
            knowledgeEdits: [
              ...current.assistant.knowledgeEdits.filter((entry) => entry.id !== edit.id),
              edit,
            ],
          },
        }),
        access.actor,
        "assistant",
      );
    });
  }
  if (intent === "delete-entry") {
    return saveForm("delete-entry", fields, async () => {
      await access.admin.saveSiteSettings(
        (current) => ({
          ...current,
          assistant: {
            ...current.assistant,
            knowledgeEdits: current.assistant.knowledgeEdits.filter((entry) => entry.id !== fields.id),
          },
        }),
        access.actor,
        "assistant",
      );
    });
  }
  if (intent === "purge") {
    return data({ kind: "purge" as const, deleted: await access.admin.assistant.purgeNow() });
  }
  return saveForm("assistant", fields, async () => {
    const next = parseForm(assistantFormSchema, fields);
    await access.admin.saveSiteSettings(
      (current) => ({ ...current, assistant: next }),
      access.actor,
      "assistant",
    );
  });
}

export const meta: Route.MetaFunction = () => [{ title: "KI-Assistent | Admin-Bereich" }];

export default function AssistantPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const test = result && "kind" in result && result.kind === "test" ? result : undefined;
  const purge = result && "kind" in result && result.kind === "purge" ? result : undefined;
  const { assistant } = loaded;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">KI-Assistent (Lucy)</h1>
      <Form method="post" className="mt-6 grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="assistant" />
        <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
          <input type="checkbox" name="enabled" defaultChecked={assistant.enabled} className="size-5" />
          Lucy ist eingeschaltet
        </label>
        <label className="flex min-h-11 items-center gap-3 text-slate-900">
          <input type="checkbox" name="llmEnabled" defaultChecked={assistant.llmEnabled} className="size-5" />
          Antworten vom Sprachmodell formulieren lassen
        </label>
        <p className="text-sm text-slate-600">
          {loaded.llmConfigured
            ? "Ein Sprachmodell ist konfiguriert (LLM_BASE_URL, LLM_MODEL)."
            : "Kein Sprachmodell konfiguriert (LLM_BASE_URL): Lucy antwortet aus der Wissensdatenbank."}
        </p>
        <FormField
          label="Aufbewahrung der Gesprächsverläufe (Tage)"
          error={fieldError(submitted, "assistant", "retentionDays")}
          description={`Höchstens ${CHAT_RETENTION_DAYS} Tage, wie in der Datenschutzerklärung angegeben. Gespeichert wird maskiert: ohne Namen, Kontaktdaten, Daten, Alter und Gesundheitsangaben.`}
        >
          <input
            type="number"
            name="retentionDays"
            min={1}
            max={CHAT_RETENTION_DAYS}
            required
            defaultValue={shownValue(
              submitted,
              "assistant",
              "retentionDays",
              String(assistant.retentionDays),
            )}
            className="min-h-11 w-40 rounded-lg border border-slate-300 px-3"
          />
        </FormField>
        <SaveNotice result={submitted} intent="assistant" />
        <div>
          <Button type="submit" disabled={busy}>
            Speichern
          </Button>
        </div>
      </Form>

      <section aria-labelledby="test-heading" className="mt-10 max-w-2xl">
        <h2 id="test-heading" className="text-lg font-semibold text-slate-900">
          Testfrage
        </h2>
        <Form method="post" className="mt-3 grid gap-3">
          <FormField label="Frage an Lucy" error={fieldError(submitted, "test-prompt", "question")}>
            <input
              name="question"
              required
              maxLength={500}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
          <div>
            <Button type="submit" name="intent" value="test-prompt" variant="secondary" disabled={busy}>
              Frage testen
            </Button>
          </div>
        </Form>
        {test && (
          <div role="status" className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium">
              Antwort (
              {test.answer.source === "knowledge" ? `Wissen: ${test.answer.topic}` : "keine passende Stelle"}
              ):
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{test.answer.response}</p>
          </div>
        )}
      </section>

      <section aria-labelledby="transcripts-heading" className="mt-10">
        <h2 id="transcripts-heading" className="text-lg font-semibold text-slate-900">
          Gesprächsverläufe
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Verläufe werden {assistant.retentionDays} Tage nach der letzten Nachricht gelöscht.
        </p>
        <Form method="post" className="mt-2">
          <Button type="submit" name="intent" value="purge" variant="secondary" disabled={busy}>
            Abgelaufene Verläufe jetzt löschen
          </Button>
        </Form>
        {purge && (
          <p role="status" className="mt-2 text-sm text-slate-800">
            {purge.deleted} Verläufe gelöscht.
          </p>
        )}
        {loaded.transcripts.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Keine Gesprächsverläufe vorhanden.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {loaded.transcripts.map((transcript) => (
              <li key={transcript.sessionId} className="rounded-lg border border-slate-200 bg-white p-3">
                <details>
                  <summary className="cursor-pointer text-sm font-medium text-slate-900">
                    {formatDateTime(transcript.lastMessageAt)} · {transcript.messages.length} Nachrichten
                  </summary>
                  <ol className="mt-2 grid gap-1 text-sm">
                    {transcript.messages.map((message) => (
                      <li key={message.id}>
                        <span className="font-semibold">
                          {message.role === "user" ? "Besucher" : "Lucy"}:
                        </span>{" "}
                        {message.text}
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="knowledge-heading" className="mt-10">
        <h2 id="knowledge-heading" className="text-lg font-semibold text-slate-900">
          Wissensdatenbank ({loaded.knowledge.length} Einträge)
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Ein Eintrag mit der Kennung eines mitgelieferten Eintrags ersetzt ihn, jede andere Kennung fügt
          einen hinzu. Antworten dürfen Jahreswerte als Platzhalter enthalten, z. B. {"{{jaeg}}"} oder{" "}
          {"{{bbgYearly}}"}.
        </p>
        <Form
          method="post"
          key={loaded.editing?.id ?? "neu"}
          className="mt-4 grid max-w-3xl gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h3 className="font-semibold text-slate-900">
            {loaded.editing ? `Eintrag „${loaded.editing.id}“ bearbeiten` : "Neuer Eintrag"}
          </h3>
          <FormField label="Kennung" error={fieldError(submitted, "save-entry", "id")}>
            <input
              name="id"
              required
              defaultValue={shownValue(submitted, "save-entry", "id", loaded.editing?.id ?? "")}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
          <FormField label="Thema" error={fieldError(submitted, "save-entry", "topic")}>
            <input
              name="topic"
              required
              defaultValue={shownValue(submitted, "save-entry", "topic", loaded.editing?.topic ?? "")}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
          <FormField
            label="Typische Fragen (eine je Zeile)"
            error={fieldError(submitted, "save-entry", "questions")}
          >
            <textarea
              name="questions"
              rows={3}
              required
              defaultValue={shownValue(submitted, "save-entry", "questions", loaded.editing?.questions ?? "")}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </FormField>
          <FormField
            label="Suchbegriffe (durch Kommas getrennt)"
            error={fieldError(submitted, "save-entry", "keywords")}
          >
            <input
              name="keywords"
              defaultValue={shownValue(submitted, "save-entry", "keywords", loaded.editing?.keywords ?? "")}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
          <FormField label="Antwort" error={fieldError(submitted, "save-entry", "answer")}>
            <textarea
              name="answer"
              rows={5}
              required
              defaultValue={shownValue(submitted, "save-entry", "answer", loaded.editing?.answer ?? "")}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </FormField>
          <SaveNotice result={submitted} intent="save-entry" />
          <div>
            <Button type="submit" name="intent" value="save-entry" disabled={busy}>
              Eintrag speichern
            </Button>
          </div>
        </Form>
        <SaveNotice result={submitted} intent="delete-entry" />
        <ul className="mt-4 grid gap-1 text-sm">
          {loaded.knowledge.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{entry.topic}</span>
              <span className="text-slate-600">– {entry.question}</span>
              {entry.state !== "shipped" && (
                <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                  {entry.state === "edited" ? "bearbeitet" : "hinzugefügt"}
                </span>
              )}
              <Link to={`?eintrag=${entry.id}`} className="text-primary-700 underline">
                Bearbeiten<span className="sr-only"> ({entry.topic})</span>
              </Link>
              {entry.state !== "shipped" && (
                <Form method="post" className="inline">
                  <input type="hidden" name="id" value={entry.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete-entry"
                    className="text-red-800 underline"
                    disabled={busy}
                  >
                    {entry.state === "edited" ? "Zurücksetzen" : "Löschen"}
                    <span className="sr-only"> ({entry.topic})</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <AuditTrail entries={loaded.audit} />
    </>
  );
}
