/** Look of the comparison forms' fields (long form, short form, contact dialog), for `FormField`. */
export const comparisonField = {
  className: "block",
  labelClassName: "block text-sm font-semibold text-slate-800",
  errorClassName: "mt-1 text-sm font-medium text-red-700",
} as const;

const controlBase =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

/** Inputs and selects of the long form and the contact dialog (44 px). */
export const comparisonControlClass = `${controlBase} min-h-11`;
/** Inputs and selects of the landing page's short form (48 px, next to the large button). */
export const shortFormControlClass = `${controlBase} min-h-12`;

/** A text action beside the results or a tariff (PDF, e-mail, share, keep): underlined, 44 px high, with its icon. */
export const textActionClass =
  "inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 underline underline-offset-4";

/** The selects of the results screen (filters, sort order). */
export const resultsSelectClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";
