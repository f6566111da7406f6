import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type SelectHTMLAttributes, useState } from "react";
import { FormField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50 aria-[invalid=true]:border-red-600";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** Labelled input with a hint and an error text. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  return (
    <FormField label={label} id={id} description={hint} error={error} className={cn("grid gap-1", className)}>
      <input className={inputClass} {...props} />
    </FormField>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} id={id} description={hint} error={error} className={cn("grid gap-1", className)}>
      {(control) => (
        <div className="relative">
          <input
            type={visible ? "text" : "password"}
            className={cn(inputClass, "pr-12")}
            {...control}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Passwort verbergen" : "Passwort anzeigen"}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
          >
            {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        </div>
      )}
    </FormField>
  );
}

export function SelectField({
  label,
  options,
  error,
  className,
  id,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly string[]; error?: string }) {
  return (
    <FormField label={label} id={id} error={error} className={cn("grid gap-1", className)}>
      <select className={inputClass} {...props}>
        <option value="">Bitte wählen</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Inline error box (role=alert). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
