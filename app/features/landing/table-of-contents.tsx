import { ChevronDown, ListTree } from "lucide-react";
import { useId, useState } from "react";
import { scrollToAnchor, TOC_ENTRIES } from "./toc-entries";

/** 'Inhaltsverzeichnis' (docs/product/site.md): collapsible; smooth scroll with a 100 px offset. */
export function TableOfContents() {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <nav
      aria-labelledby={`${listId}-title`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 md:p-6"
    >
      <h2 id={`${listId}-title`} className="text-lg font-bold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center gap-3 rounded-md text-left"
        >
          <ListTree className="size-5 text-primary-700" aria-hidden />
          Inhaltsverzeichnis
          <ChevronDown
            className={`ml-auto size-5 text-slate-600 transition-transform ${open ? "rotate-180" : ""}`}
            aria-hidden
          />
        </button>
      </h2>
      <ol id={listId} hidden={!open} className="mt-4 grid gap-1 md:grid-cols-2 md:gap-x-6">
        {TOC_ENTRIES.map((entry, index) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToAnchor(entry.id);
              }}
              className="flex gap-2 rounded-md px-2 py-1.5 text-primary-800 hover:bg-white hover:underline"
            >
              <span className="w-5 shrink-0 text-slate-500 tabular-nums">{index + 1}.</span>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
