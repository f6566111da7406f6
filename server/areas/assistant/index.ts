export { createLucyAssistant, type LucyAssistant } from "./ask-lucy";
export { type AssistantAdmin, createAssistantAdmin } from "./assistant-admin";
export { chatsOf, deleteChatsOf } from "./chats-of-person";
