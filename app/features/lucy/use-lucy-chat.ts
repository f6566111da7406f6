import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatLink, ChatPageContext } from "../../../domain/assistant/chat-input";
import { askLucy } from "./ask-lucy-client";
import { chatErrorText } from "./chat-errors";
import { loadSessionId, renewSessionId } from "./session-id";

/** A chat message (docs/product/assistant.md; client only). */
export interface ChatMessage {
  id: number;
  text: string;
  sender: "user" | "ai";
  timestamp: number;
  /** Links under an answer (relative portal paths, e.g. the results page of a comparison). */
  links?: ChatLink[];
  /** An answer an LLM wrote (docs/product/assistant.md#with-an-llm): the page marks it. */
  writtenByLlm?: boolean;
}

const INTRO_GREETING = "Hey, ich bin Lucy";
const INTRO_QUESTION = "Was möchten Sie über die PKV wissen?";
/** Pause between the two intro lines (docs/product/constants.md). */
const INTRO_PAUSE_MS = 1000;

let lastMessageId = 0;
const nextMessageId = () => {
  lastMessageId = Math.max(lastMessageId + 1, Date.now());
  return lastMessageId;
};

/** Types `lines` one character every `speedMs`, with a pause between the lines; restarts when `active` turns on. */
function useTypedIntro(active: boolean, speedMs: number) {
  const [typed, setTyped] = useState<[string, string]>(["", ""]);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!active) {
      setTyped(["", ""]);
      setDone(false);
      return;
    }
    const timers: number[] = [];
    let at = 0;
    for (let index = 1; index <= INTRO_GREETING.length; index += 1) {
      at += speedMs;
      timers.push(window.setTimeout(() => setTyped([INTRO_GREETING.slice(0, index), ""]), at));
    }
    at += INTRO_PAUSE_MS;
    for (let index = 1; index <= INTRO_QUESTION.length; index += 1) {
      timers.push(window.setTimeout(() => setTyped([INTRO_GREETING, INTRO_QUESTION.slice(0, index)]), at));
      at += speedMs;
    }
    timers.push(window.setTimeout(() => setDone(true), at));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [active, speedMs]);
  return { greeting: typed[0], question: typed[1], done };
}

/**
 * State of one open chat (docs/product/assistant.md, chat widget): intro mode, then conversation mode. The price
 * dialogue's state lives on the server under the session id (docs/product/assistant-dialogues.md#state), so the
 * widget sends only the message, the session id and the page's context; `pageContext` names the comparison (and tariff) of the page the chat is open on.
 */
export function useLucyChat({
  storageKey,
  typingSpeedMs,
  pageContext,
}: {
  storageKey: string;
  typingSpeedMs: number;
  pageContext?: ChatPageContext;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const sessionId = useRef<string | undefined>(undefined);
  const generation = useRef(0);
  const intro = useTypedIntro(messages.length === 0, typingSpeedMs);

  useEffect(() => {
    sessionId.current = loadSessionId(storageKey);
    return () => {
      generation.current += 1; // answers arriving after close are dropped
    };
  }, [storageKey]);

  const comparisonId = pageContext?.comparisonId;
  const offerId = pageContext?.offerId;
  const ask = useCallback(
    async (text: string, replaceHistory: boolean) => {
      const message = text.trim();
      if (message === "") return;
      const askedIn = generation.current;
      const question: ChatMessage = {
        id: nextMessageId(),
        text: message,
        sender: "user",
        timestamp: Date.now(),
      };
      setMessages((current) => (replaceHistory ? [question] : [...current, question]));
      setWaiting(true);
      let reply: string;
      let links: ChatLink[] | undefined;
      let writtenByLlm = false;
      try {
        sessionId.current ??= loadSessionId(storageKey);
        const answer = await askLucy({
          message,
          sessionId: sessionId.current,
          useKnowledge: true,
          ...(comparisonId ? { comparisonId } : {}),
          ...(comparisonId && offerId ? { offerId } : {}),
        });
        reply = answer.response;
        links = answer.links;
        writtenByLlm = answer.writtenByLlm === true;
      } catch (error) {
        reply = chatErrorText(error);
      }
      if (askedIn !== generation.current) return;
      setMessages((current) => [
        ...current,
        {
          id: nextMessageId(),
          text: reply,
          sender: "ai",
          timestamp: Date.now(),
          ...(links?.length ? { links } : {}),
          ...(writtenByLlm ? { writtenByLlm } : {}),
        },
      ]);
      setWaiting(false);
    },
    [storageKey, comparisonId, offerId],
  );

  /** 'neuer Chat': a new session id, no messages, and the page reloads. */
  const startNewChat = useCallback(() => {
    generation.current += 1;
    sessionId.current = renewSessionId(storageKey);
    setMessages([]);
    setWaiting(false);
    window.location.reload();
  }, [storageKey]);

  return {
    messages,
    waiting,
    intro,
    conversation: messages.length > 0,
    send: (text: string) => ask(text, false),
    askSuggestion: (text: string) => ask(text, true),
    startNewChat,
  };
}
