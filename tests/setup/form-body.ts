/** A form post as a browser without JavaScript sends it: ticked checkboxes 'on', unticked and missing left out. */
export function browserFormBody(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) form.set(name, "on");
    else if (value !== false && value !== undefined) form.set(name, String(value));
  }
  return form.toString();
}
