import { Fragment } from "react";

interface OutboxMessage {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Renders links in a message body as anchors, so confirmation and reset links can be opened. */
function Body({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/g).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
  return (
    <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
      {parts.map(({ part, start }) =>
        /^https?:\/\//.test(part) ? (
          <a key={start} href={part} className="text-primary-700 underline">
            {part}
          </a>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Postausgang</h1>
      <p
        role="note"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        Kein echter Mail- oder SMS-Anbieter konfiguriert: E-Mails und SMS werden nicht versendet, sondern hier
        angezeigt (SMTP über <code>MAIL_PROVIDER=smtp</code>, SMS über <code>SMS_PROVIDER=http</code>).
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-600">Keine Nachrichten.</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {messages.map((message) => (
            <li
              key={message.id}
              className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {message.channel === "mail" ? "E-Mail" : "SMS"} an{" "}
                <span className="normal-case">{message.recipient}</span>
              </p>
              {message.subject && <p className="mt-1 font-semibold text-slate-900">{message.subject}</p>}
              <Body text={message.body} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
