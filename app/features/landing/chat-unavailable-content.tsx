import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

/** The dialog body of 'PKV KI-Fragen stellen'; focus returns to the opener when it closes. */
export default function ChatUnavailableContent({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[440px] p-6">
        <DialogTitle className="text-lg font-bold text-slate-900">Lucy – Ihre KI-Assistentin</DialogTitle>
        <DialogDescription className="mt-3 text-slate-700">Chat momentan nicht verfügbar</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
