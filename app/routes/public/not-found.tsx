import { data } from "react-router";
import { NotFoundPage, notFoundTitle } from "../../components/not-found-page";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: notFoundTitle({ kind: "page" }) },
  { name: "robots", content: "noindex" },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function NotFound() {
  return <NotFoundPage reason={{ kind: "page" }} />;
}
