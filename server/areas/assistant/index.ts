export { createLucyAssistant, type LucyAssistant } from "./ask-lucy";
export { type AssistantAdmin, createAssistantAdmin } from "./assistant-admin";
