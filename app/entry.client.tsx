import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { leavingPage, takeIntent } from "./lib/start-on-intent/hand-over-intent";

// React Router's standard browser entry, run by the boot script while the page loads or on the first sign of intent
// (docs/decisions/025-react-starts-on-intent.md): React hydrates the server's document in a transition, in slices
// that leave the browser room between them, and then receives what the visitor did before it ran.
// A page the visitor is leaving through a plain link is not hydrated: the browser's navigation goes on.
if (!leavingPage()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  takeIntent();
}
