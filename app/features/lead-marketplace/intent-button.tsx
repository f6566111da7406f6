import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "../../components/ui/button";

/** One button that posts one intent with its hidden fields to the route action (works without JavaScript). */
export function IntentButton({
  intent,
  fields,
  children,
  variant,
}: {
  intent: string;
  fields: Record<string, string>;
  children: ReactNode;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Form method="post" className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="md" variant={variant} name="intent" value={intent}>
        {children}
      </Button>
    </Form>
  );
}
