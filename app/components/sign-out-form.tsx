import type { ReactNode } from "react";
import { Form } from "react-router";

/** The sign-out action (app/routes/auth/sign-out.tsx). */
const SIGN_OUT_PATH = "/abmelden";

/**
 * 'Abmelden' as a plain form post to /abmelden (docs/product/accounts.md#sign-in-and-registration): the server ends
 * the session and redirects to `next`, which the browser loads fresh, so no signed-in state survives in memory.
 * Works without JavaScript. `children` is the submit button.
 */
export function SignOutForm({
  next,
  className,
  children,
}: {
  /** Where to go after signing out (a path of this site). */
  next: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={SIGN_OUT_PATH} reloadDocument className={className}>
      <input type="hidden" name="next" value={next} />
      {children}
    </Form>
  );
}
