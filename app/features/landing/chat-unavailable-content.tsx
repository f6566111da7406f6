import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

/** The dialog body of 'PKV KI-Fragen stellen'; focus returns to the opener when it closes. */
export default function ChatUnavailableContent({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Lucy – Ihre KI-Assistentin</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">
            Chat momentan nicht verfügbar
          </Dialog.Description>
          <Dialog.Close
            aria-label="Schließen"
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
