import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { chatMessages, chatSessions } from "../../adapters/db/schema/assistant";

/** For the account's data export (DSGVO Art. 15/20): its Lucy chats with their messages, oldest first. */
export async function chatsOf(db: Database, userId: string) {
  const chats = await db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(asc(chatSessions.createdAt));
  const lines = chats.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            chats.map((chat) => chat.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    : [];
  return chats.map((chat) => ({
    id: chat.id,
    createdAt: chat.createdAt,
    lastMessageAt: chat.lastMessageAt,
    // An open price dialogue's answers are the person's data too (docs/product/assistant-dialogues.md#state).
    ...(chat.dialogue != null ? { openPriceDialogue: chat.dialogue } : {}),
    messages: lines
      .filter((line) => line.sessionId === chat.id)
      .map((line) => ({ sender: line.sender, text: line.text, createdAt: line.createdAt })),
  }));
}

/**
 * For the account's deletion (DSGVO Art. 17): its Lucy chats; the messages go with their sessions (foreign key, on
 * delete cascade). A transaction may be passed as `db`.
 */
export async function deleteChatsOf(db: Database, userId: string): Promise<void> {
  await db.delete(chatSessions).where(eq(chatSessions.userId, userId));
}
