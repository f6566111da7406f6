import { type KnowledgeIndex, type RetrievalResult, retrieve } from "./retrieve";

/** Lucy's knowledge answer to one question (docs/product/assistant.md#retrieval). */
export function answerQuestion(question: string, index: KnowledgeIndex): RetrievalResult {
  return retrieve(question, index);
}
