import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";
/** A complete module preload tag of the head: `rel` and `href` become data attributes when the preloads wait. */
const PRELOAD_HREF = /<link rel="modulepreload"([^>]*?) href="/g;

/**
 * The page is rendered on the server, so its HTML and CSS paint without JavaScript; the hydration modules can
 * wait. React Router offers no option for the priority of its `modulepreload` links, so this stream marks those
 * in the document head `fetchpriority="low"`: on a slow connection the stylesheet and the hero image are fetched
 * first and the first paint is not queued behind ~150 KB of scripts. Everything after `</head>` passes through
 * untouched. Chunk boundaries may split a tag; an unfinished tag is held back until the next chunk.
 *
 * With `waitForIntent` (a page whose React starts on the visitor's first sign of intent,
 * docs/decisions/025-react-starts-on-intent.md#preloads) the links keep their kind and address in `data-rel` and
 * `data-href` and fetch nothing: the boot script sets `rel` and `href` when React starts, so the modules are
 * fetched in parallel then, and the load of the page does not share the connection with them.
 */
export function deprioritizeModulePreloads({
  waitForIntent = false,
}: {
  waitForIntent?: boolean;
} = {}): Transform {
  let inHead = true;
  let pending = "";
  // Only complete tags reach here (an unfinished one is held back below).
  const rewrite = (head: string) => {
    const marked = head.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
    return waitForIntent
      ? marked.replace(PRELOAD_HREF, '<link data-rel="modulepreload"$1 data-href="')
      : marked;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const text = pending + chunk.toString();
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = "";
        const head = rewrite(text.slice(0, headEnd));
        callback(null, head + text.slice(headEnd));
        return;
      }
      // Hold back an unfinished tag at the end: only complete tags are rewritten, each exactly once.
      const tagStart = text.lastIndexOf("<");
      const holdFrom = tagStart !== -1 && !text.includes(">", tagStart) ? tagStart : text.length;
      pending = text.slice(holdFrom);
      callback(null, rewrite(text.slice(0, holdFrom)));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}
