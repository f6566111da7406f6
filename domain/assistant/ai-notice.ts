/**
 * Shown first in every chat and sent with every answer of the function (docs/product/assistant.md#ai-notice): the AI
 * Act's transparency duty (Art. 50) — people learn at the first interaction that they talk to an AI.
 */
export const LUCY_AI_NOTICE =
  "Lucy ist eine KI-Assistentin, kein Mensch. Sie entscheidet nicht über Annahme oder Zuschläge – das tut der Versicherer.";
