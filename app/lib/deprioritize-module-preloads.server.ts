import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * The page is rendered on the server, so its HTML and CSS paint without JavaScript; the hydration modules can
 * wait. React Router offers no option for the priority of its `modulepreload` links, so this stream marks those
 * in the document head `fetchpriority="low"`: on a slow connection the stylesheet and the hero image are fetched
 * first and the first paint is not queued behind ~150 KB of scripts. Everything after `</head>` passes through
 * untouched. Chunk boundaries may split a tag; the last few characters are held back until the next chunk.
 */
export function deprioritizeModulePreloads(): Transform {
  let inHead = true;
  let pending = "";
  const keep = PRELOAD.length - 1;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      let text = pending + chunk.toString();
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = "";
        const head = text.slice(0, headEnd).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
        callback(null, head + text.slice(headEnd));
        return;
      }
      text = text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
      // Hold back a possible partial "<link rel=…" at the end (never a complete, already rewritten tag).
      const cut = Math.max(0, text.length - keep);
      const tagStart = text.lastIndexOf("<", text.length - 1);
      const holdFrom = tagStart >= cut ? tagStart : text.length;
      pending = text.slice(holdFrom);
      callback(null, text.slice(0, holdFrom));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}
