import { RANKING_EXPLANATION } from "../../../domain/comparison/result-order";

/** 'So sortieren wir': the ranking explanation exactly as the code orders the offers. */
export function RankingExplanation() {
  return (
    <section aria-labelledby="so-sortieren-wir" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="so-sortieren-wir" className="text-lg font-bold text-slate-900">
        So sortieren wir
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {RANKING_EXPLANATION.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
  );
}
