import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { findSearchRoute } from "../../domain/search/search-route";
import { cn } from "../lib/cn";

/** Header search (docs/product/site.md): a known keyword navigates and clears the field; anything else does nothing. */
export function SiteSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const route = findSearchRoute(query);
    if (!route) return;
    setQuery("");
    navigate(route);
  }

  return (
    <search className={cn("relative", className)}>
      <form method="get" action="/suche" onSubmit={submit}>
        <label htmlFor="site-search" className="sr-only">
          Suche
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Was möchten Sie vergleichen?"
          autoComplete="off"
          className="h-10 w-72 rounded-full border border-slate-300 bg-white pr-10 pl-4 text-sm placeholder:text-slate-500 focus:border-primary-600"
        />
        <button
          type="submit"
          aria-label="Suchen"
          className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </form>
    </search>
  );
}
