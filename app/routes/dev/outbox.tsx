import { data, useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { OutboxList } from "../../features/dev-outbox/outbox-list";
import type { Route } from "./+types/outbox";

/** Dev outbox: mails and SMS that no real provider delivered (not in production). */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = context.get(pageContext).accounts;
  if (!accounts.outboxEnabled) throw data(null, { status: 404 });
  const messages = await accounts.services.listOutbox();
  return { messages: messages.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Postausgang (Entwicklung)" },
  { name: "robots", content: "noindex" },
];

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  return <OutboxList messages={messages} />;
}
