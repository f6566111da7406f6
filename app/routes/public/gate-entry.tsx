import { data, redirect, useLoaderData } from "react-router";
import { gateEntrySchema } from "../../../domain/access/gate-entry";
import { safeNextPath } from "../../../domain/access/safe-next-path";
import { validationFailed } from "../../../domain/errors/field-errors";
import { pageContext } from "../../../server/transport/page-context.server";
import {
  GATE_INLINE_REPLY,
  GATE_NO_CONNECTION,
  type GateEntryResult,
  GateScreen,
} from "../../features/gate/gate-screen";
import { failureAnswer, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/gate-entry";

/**
 * /zugang: the route action of the gate screen (docs/product/gate.md), open without a grant
 * (server/transport/middleware/gate.ts). A plain form post (no JavaScript) is answered with a 303 back to the page — on
 * failure with the one-time message cookie the page shows; the screen's fetcher gets its answer in place (the
 * waiting step). Wrong entries count per client address, as at POST /api/gate.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (page.gate.granted) throw redirect(next);
  // Like every page without a grant: the gate, with the status 401.
  return data({ siteName: page.siteName }, { status: 401 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const { fields } = await readForm(request);
  const inline = fields[GATE_INLINE_REPLY.name] === GATE_INLINE_REPLY.value;
  const parsed = gateEntrySchema.safeParse(fields);
  const next = safeNextPath(parsed.success ? parsed.data.next : undefined);
  try {
    if (!parsed.success) throw validationFailed(parsed.error.issues, "Bitte geben Sie das Passwort ein");
    const grant = await page.gate.access.enter(request, parsed.data.password);
    const headers = new Headers();
    if (grant.cookie) headers.append("Set-Cookie", grant.cookie);
    if (inline) return data<GateEntryResult>({ granted: true }, { headers });
    return redirect(next, { status: 303, headers });
  } catch (error) {
    const answer = failureAnswer(error);
    if (inline) return data<GateEntryResult>({ granted: false, error: answer.detail }, answer.init);
    const headers = answer.init.headers;
    headers.append("Set-Cookie", page.gate.access.failureCookie(request, answer.error));
    return redirect(next, { status: 303, headers });
  }
}

/**
 * The screen's fetcher post without an answer (offline, the server gone): the gate says so in place instead of
 * replacing itself with the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<GateEntryResult> {
  try {
    return (await serverAction()) as GateEntryResult;
  } catch {
    return { granted: false, error: GATE_NO_CONNECTION };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Sicherer Bereich – ${loaderData?.siteName ?? ""}` },
  { name: "robots", content: "noindex" },
];

/** Opened directly without a grant: the gate screen (it returns here, and the loader goes on to `next`). */
export default function GateEntry() {
  const { siteName } = useLoaderData<typeof loader>();
  return <GateScreen siteName={siteName} />;
}
