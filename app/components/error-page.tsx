import { isRouteErrorResponse } from "react-router";

/** Fallback for unhandled route errors (docs/product/errors.md): 'Unexpected Application Error!' with status and text. */
export function ErrorPage({ error }: { error: unknown }) {
  let status: number | undefined;
  let text: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    text = error.statusText || (typeof error.data === "string" ? error.data : "Fehler");
  } else if (error instanceof Error) {
    text = error.message;
  } else {
    text = "Unbekannter Fehler";
  }
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <h2 className="mt-3 text-lg text-red-700">{status !== undefined ? `${status} ${text}` : text}</h2>
      <p className="mt-6 text-slate-600">
        Es ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder kehren Sie{" "}
        <a href="/" className="font-medium text-primary-800 underline">
          zur Startseite
        </a>{" "}
        zurück.
      </p>
    </div>
  );
}
