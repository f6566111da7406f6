import { CHAT_SESSION_ID_PATTERN, createChatSessionId } from "../../../domain/assistant/chat-input";

/** The chat session id kept in localStorage under `storageKey` (docs/product/assistant.md), created when missing. */
export function loadSessionId(storageKey: string): string {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored && CHAT_SESSION_ID_PATTERN.test(stored)) return stored;
  } catch {
    // storage blocked: a session per page view
  }
  return renewSessionId(storageKey);
}

/** A new session id, stored under `storageKey`. */
export function renewSessionId(storageKey: string): string {
  const id = createChatSessionId();
  try {
    window.localStorage.setItem(storageKey, id);
  } catch {
    // storage blocked
  }
  return id;
}
