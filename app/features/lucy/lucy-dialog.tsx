import { RotateCcw } from "lucide-react";
import { type FormEvent, Fragment, type RefObject, useEffect, useId, useRef, useState } from "react";
import { LUCY_AI_NOTICE } from "../../../domain/assistant/ai-notice";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatPageContext,
  SUGGESTED_QUESTIONS,
} from "../../../domain/assistant/chat-input";
import { FIRST_INFORMATION_PATH } from "../../components/first-information-panel";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { LucyLogo } from "./lucy-logo";
import { useLucyChat } from "./use-lucy-chat";

/** Under an answer an LLM wrote. */
const LLM_ANSWER_LABEL = "Diese Antwort hat ein KI-Sprachmodell formuliert.";

export interface LucyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  storageKey: string;
  typingSpeedMs: number;
  /** Focused again when the dialog closes (the opener that was used). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The comparison (and tariff) of the page the chat is open on: questions about it are answered from its offers. */
  pageContext?: ChatPageContext;
}

/** Lucy's chat modal (docs/product/assistant.md): loaded on first open. */
export default function LucyDialog({
  open,
  onOpenChange,
  storageKey,
  typingSpeedMs,
  returnFocusTo,
  pageContext,
}: LucyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeButton={false}
        className="flex max-h-[min(600px,calc(100dvh-2rem))] max-w-[440px] flex-col"
        initialFocus={() => document.getElementById(`${storageKey}-input`)}
        returnFocusTo={returnFocusTo}
      >
        <LucyChat storageKey={storageKey} typingSpeedMs={typingSpeedMs} pageContext={pageContext} />
      </DialogContent>
    </Dialog>
  );
}

function LucyChat({
  storageKey,
  typingSpeedMs,
  pageContext,
}: {
  storageKey: string;
  typingSpeedMs: number;
  pageContext?: ChatPageContext;
}) {
  const chat = useLucyChat({ storageKey, typingSpeedMs, pageContext });
  const [text, setText] = useState("");
  const historyRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const blank = text.trim() === "";

  // Auto-scroll to the newest message (and while the intro types).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the visible content changes
  useEffect(() => {
    const history = historyRef.current;
    if (history) history.scrollTop = history.scrollHeight;
  }, [chat.messages, chat.waiting, chat.intro.question, chat.intro.done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || chat.waiting) return;
    const message = text;
    setText("");
    void chat.send(message);
  };

  return (
    <>
      {/* One line on a 375 px phone: title and description side by side, 'neuer Chat' as an icon below 640 px. */}
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 sm:gap-3 sm:px-4 sm:py-3">
        <LucyLogo />
        <div className="flex min-w-0 flex-1 items-baseline gap-2" data-slot="lucy-title">
          <DialogTitle className="shrink-0 font-bold text-slate-900">Lucy</DialogTitle>
          <DialogDescription className="truncate text-sm text-slate-600">
            Ihre KI-Assistentin zur PKV
          </DialogDescription>
        </div>
        {chat.conversation && (
          <Button variant="ghost" onClick={chat.startNewChat} className="shrink-0 max-sm:px-2">
            <RotateCcw className="size-4" aria-hidden />
            <span className="max-sm:sr-only">neuer Chat</span>
          </Button>
        )}
        <DialogCloseButton size="lg" />
      </header>

      <div
        ref={historyRef}
        role="log"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Chatverlauf"
        className="h-[20rem] max-h-[calc(100dvh-14rem)] space-y-3 overflow-y-auto px-4 py-4"
      >
        {/* The AI Act's transparency duty: the first thing the chat says is that Lucy is an AI
            (docs/product/assistant.md#ai-notice). */}
        <p data-testid="lucy-ai-notice" className="text-xs text-slate-600">
          {LUCY_AI_NOTICE}{" "}
          {/* Lucy quotes prices: the broker's first information one click away
              (docs/product/broker-duties.md#first-information). */}
          Es gilt unsere{" "}
          <a href={FIRST_INFORMATION_PATH} className="underline underline-offset-2">
            Erstinformation nach § 15 VersVermV
          </a>
          .
        </p>
        {chat.conversation ? (
          chat.messages.map((message) => (
            <Fragment key={message.id}>
              <p
                data-sender={message.sender}
                {...(message.writtenByLlm ? { "data-written-by-llm": "true" } : {})}
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line",
                  message.sender === "user"
                    ? "ml-auto bg-primary-800 text-white"
                    : "mr-auto bg-slate-100 text-slate-900",
                )}
              >
                <span className="sr-only">{message.sender === "user" ? "Sie: " : "Lucy: "}</span>
                {message.text}
                {message.writtenByLlm && (
                  <span className="mt-1 block text-xs text-slate-600">{LLM_ANSWER_LABEL}</span>
                )}
              </p>
              {message.links && message.links.length > 0 && (
                // Links under the answer: relative portal paths checked by the response schema; the text stays plain.
                <ul aria-label="Links zur Antwort" className="mr-auto max-w-[85%] space-y-1 text-sm">
                  {message.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className="font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Fragment>
          ))
        ) : (
          <div data-testid="lucy-intro">
            <p className="text-lg font-bold text-slate-900">
              <span aria-hidden>{chat.intro.greeting}</span>
              <span className="sr-only">{chat.intro.done ? "Hey, ich bin Lucy" : ""}</span>
            </p>
            <p className="mt-1 min-h-6 text-slate-700">
              <span aria-hidden>{chat.intro.question}</span>
              <span className="sr-only">{chat.intro.done ? "Was möchten Sie über die PKV wissen?" : ""}</span>
            </p>
            {chat.intro.done && (
              <ul className="mt-4 space-y-2" aria-label="Vorgeschlagene Fragen">
                {SUGGESTED_QUESTIONS.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => void chat.askSuggestion(question)}
                      className="w-full rounded-xl border border-primary-200 bg-primary-50 px-3 py-2 text-left text-sm font-medium text-primary-900 hover:bg-primary-100"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {chat.waiting && (
          <p role="status" className="mr-auto text-sm text-slate-600 italic">
            Lucy denkt nach...
          </p>
        )}
      </div>

      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 px-4 py-3">
        <label htmlFor={`${storageKey}-input`} className="sr-only">
          Ihre Frage an Lucy
        </label>
        <input
          id={`${storageKey}-input`}
          type="text"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Fragen Sie mich alles..."
          autoComplete="off"
          aria-describedby={hintId}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
        <span id={hintId} className="sr-only">
          Lucy gibt allgemeine Informationen und keine individuelle Beratung.
        </span>
        <Button type="submit" disabled={blank || chat.waiting}>
          Senden
        </Button>
      </form>
    </>
  );
}
