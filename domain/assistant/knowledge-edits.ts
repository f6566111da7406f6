import type { YearlyConstants } from "../constants/yearly-constants";
import { renderAnswer } from "./answer-template";
import knowledge from "./knowledge/entries.json";
import type { KnowledgeEntry } from "./knowledge-base";
import type { KnowledgeEdit } from "./knowledge-edit-schema";

export { type KnowledgeEdit, knowledgeEditFormSchema } from "./knowledge-edit-schema";

/**
 * Admin edits of Lucy's knowledge base (admin page 'KI-Assistent', decision 018): an edit with the id of a shipped
 * entry replaces it, any other id adds an entry.
 */

/** The shipped entries as editable templates (to prefill the edit form). */
export const SHIPPED_KNOWLEDGE: readonly KnowledgeEdit[] = (
  knowledge as { entries: Array<Omit<KnowledgeEdit, "keywords"> & { keywords?: string[] }> }
).entries.map((entry) => ({ ...entry, keywords: entry.keywords ?? [] }));

/** The shipped entries with the admin's edits applied (replaced by id, others appended). */
export function applyKnowledgeEdits(
  shipped: readonly KnowledgeEntry[],
  edits: readonly KnowledgeEdit[],
): KnowledgeEntry[] {
  const toEntry = ({ answer, ...edit }: KnowledgeEdit): KnowledgeEntry => ({
    ...edit,
    answer: (figures: YearlyConstants) => renderAnswer(answer, figures),
  });
  const byId = new Map(edits.map((edit) => [edit.id, edit]));
  const replaced = shipped.map((entry) => {
    const edit = byId.get(entry.id);
    return edit ? toEntry(edit) : entry;
  });
  const shippedIds = new Set(shipped.map((entry) => entry.id));
  return [...replaced, ...edits.filter((edit) => !shippedIds.has(edit.id)).map(toEntry)];
}
