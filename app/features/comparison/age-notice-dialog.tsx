import { useEffect, useId, useRef } from "react";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { Button } from "../../components/ui/button";

/**
 * The age ≥ 60 dialog of docs/product/comparison.md#age-limit ('Hinweis zur Privaten Krankenversicherung',
 * 'Verstanden').
 */
export function AgeNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {AGE_NOTICE.title}
      </h2>
      <p className="mt-3 text-slate-700">{AGE_NOTICE.text}</p>
      <p className="mt-2 text-sm text-slate-700">{AGE_NOTICE.basis}</p>
      <Button type="button" className="mt-5" onClick={onClose}>
        {AGE_NOTICE.button}
      </Button>
    </dialog>
  );
}
