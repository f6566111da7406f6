import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";

/** The dialog (Radix) loads on first use: it is not needed for the first paint. */
const ChatUnavailableContent = lazy(() => import("./chat-unavailable-content"));

/**
 * 'PKV KI-Fragen stellen' (docs/product/assistant.md) while the assistant is switched off in the settings (docs/decisions/009-assistant.md): the
 * dialog only says that the chat is not available.
 */
export function ChatUnavailableDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        className="bg-white"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MessageCircle className="size-5" aria-hidden />
        PKV KI-Fragen stellen
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ChatUnavailableContent open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
