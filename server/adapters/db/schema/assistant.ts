/**
 * The assistant area's tables (docs/architecture.md#table-ownership): Lucy's chat sessions and messages. Only
 * server/areas/assistant/ reads and writes them.
 */
import { boolean, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Lucy chat sessions (docs/product/accounts.md#entities, chat session id 'lucy-chat-<timestamp>-<random>'), kept for the admin's
 * assistant page and deleted after the retention period of the site settings.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    /**
     * The signed-in user who asked (docs/product/accounts.md#personal-area), else null: exported with the account and
     * deleted with it.
     */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The open price dialogue's state (docs/product/assistant-dialogues.md#state), null when none is open: kept on
     * the server so that a client sending only message and session id gets the whole dialogue. Cleared when the
     * dialogue ends and deleted with the session after the retention period.
     */
    dialogue: jsonb("dialogue"),
  },
  (table) => [
    index("chat_sessions_last_message_idx").on(table.lastMessageAt),
    index("chat_sessions_user_idx").on(table.userId),
  ],
);

/** Messages of a chat session: the visitor's question ('user') and Lucy's answer ('ai'). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: ["user", "ai"] }).notNull(),
    text: text("text").notNull(),
    /** Answers only: whether the knowledge base had a fitting passage. */
    hasKnowledge: boolean("has_knowledge"),
    /** Answers only: the knowledge-base entry used (id), if any. */
    topic: text("topic"),
    /** Answers only: 'knowledge' | 'llm' | 'fallback' | 'dialogue' (price dialogue) | 'results' (results questions). */
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_session_idx").on(table.sessionId),
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);
