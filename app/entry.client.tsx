import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { configureGermanZodMessages } from "../lib/zod/german-messages";
import { takeIntent } from "./lib/start-on-intent/hand-over-intent";

// The forms check with the server's schemas: zod's own messages in German here too (docs/architecture.md#error-contract).
configureGermanZodMessages();

// React Router's standard browser entry, run by the boot script while the page loads or on the first sign of intent
// (docs/decisions/025-react-starts-on-intent.md): React hydrates the server's document in a transition, in slices
// that leave the browser room between them, and then receives what the visitor did before it ran.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
takeIntent();
