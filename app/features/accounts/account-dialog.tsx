import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

/** Modal dialog with a title, text and action buttons (no close button: Escape or an action closes it). */
export function AccountDialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeButton={false} className="max-w-md p-6">
        <DialogTitle className="text-lg font-bold text-slate-900">{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-3 grid gap-2 text-slate-700">{children}</div>
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
      </DialogContent>
    </Dialog>
  );
}
