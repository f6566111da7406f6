import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";

/** What a field's control receives: its id and the accessible wiring to the description and the error. */
interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The id of a field's error text (for an error shown elsewhere, see `errorPlacement`). */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export interface FormFieldProps {
  /** The visible label (linked with `htmlFor`). */
  label: ReactNode;
  /**
   * The control: one input, select or textarea element (it gets `id`, `aria-invalid` and `aria-describedby`,
   * an `aria-describedby` of its own is kept), or a function that renders it with those props (for a control
   * inside a wrapper, e.g. a password input with a show/hide button).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  /** The control's id; defaults to the child's `id`, otherwise a generated one. */
  id?: string;
  /** Help text under the control, read with it (`aria-describedby`). */
  description?: ReactNode;
  /** The field's error message: marks the control invalid and is announced (`role="alert"`). */
  error?: string;
  /**
   * `below` (default): the error under the control. `outside`: the control points to `fieldErrorId(id)` and
   * the caller renders `<FieldError>` with that id elsewhere (e.g. under a row of fields).
   */
  errorPlacement?: "below" | "outside";
  /** Classes of the wrapper (default `grid gap-1`); replaces the default. */
  className?: string;
  /** Classes of the label; replaces the default. */
  labelClassName?: string;
  /** Classes of the description; replaces the default. */
  descriptionClassName?: string;
  /** Classes of the error text; replaces the default. */
  errorClassName?: string;
}

const DEFAULT_LABEL = "text-sm font-medium text-slate-800";
const DEFAULT_DESCRIPTION = "text-sm text-slate-600";
const DEFAULT_ERROR = "text-sm text-red-700";

/** A field's error text: announced when it appears. */
export function FieldError({
  id,
  message,
  className = DEFAULT_ERROR,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}

/** Label, control, description and error of one form field, wired for screen readers. */
export function FormField({
  label,
  children,
  id,
  description,
  error,
  errorPlacement = "below",
  className = "grid gap-1",
  labelClassName = DEFAULT_LABEL,
  descriptionClassName = DEFAULT_DESCRIPTION,
  errorClassName = DEFAULT_ERROR,
}: FormFieldProps) {
  const generated = useId();
  const element = isValidElement(children) ? children : undefined;
  const fieldId = id ?? element?.props.id ?? generated;
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const errorId = error ? fieldErrorId(fieldId) : undefined;
  const control: FieldControlProps = {
    id: fieldId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [element?.props["aria-describedby"], descriptionId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClassName}>
        {label}
      </label>
      {element ? cloneElement(element, control) : typeof children === "function" ? children(control) : null}
      {description && (
        <p id={descriptionId} className={descriptionClassName}>
          {description}
        </p>
      )}
      {errorPlacement === "below" && errorId && (
        <FieldError id={errorId} message={error} className={errorClassName} />
      )}
    </div>
  );
}
