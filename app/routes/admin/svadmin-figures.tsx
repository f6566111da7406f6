import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { YearlyConstants } from "../../../domain/constants/yearly-constants";
import {
  createYearlyFiguresFormSchema,
  editableYears,
  yearlyFiguresFormValues,
} from "../../../domain/constants/yearly-figures-form";
import { berlinYear } from "../../../lib/dates/berlin-date";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatEuro, formatEuroWhole, formatPercent } from "../../../lib/format/number-format";
import { pageContext } from "../../../server/transport/page-context.server";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { auditRows, type ChangeFormatter } from "../../features/admin/audit-rows.server";
import { AuditTrail, fieldError, SaveNotice } from "../../features/admin/settings-parts";
import { parseForm, saveForm } from "../../lib/admin-forms.server";
import { formFailure, readForm } from "../../lib/form-action.server";
import type { FormResult } from "../../lib/form-state";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/svadmin-figures";

/**
 * The yearly figures (Rechengrößen) in force and the form that adds or corrects a year
 * (docs/product/constants.md#maintaining-the-yearly-figures). A plain POST form: works without JavaScript.
 */

/** Saves the year (the default of the form, also on Enter without a button). */
const SAVE = "save";
/** Checks the input and shows the derived figures without saving. */
const CHECK = "check";
type Intent = typeof SAVE | typeof CHECK;

type FigureKind = "year" | "euro-yearly" | "euro" | "percent";

/** Every figure of a row with its German label and format: the table's columns and the audit's labels. */
const FIGURES: ReadonlyArray<{ key: keyof YearlyConstants; label: string; kind: FigureKind }> = [
  { key: "year", label: "Jahr", kind: "year" },
  {
    key: "compulsoryInsuranceLimitYearly",
    label: "Versicherungspflichtgrenze (JAEG) pro Jahr",
    kind: "euro-yearly",
  },
  { key: "contributionCeilingYearly", label: "BBG KV pro Jahr", kind: "euro-yearly" },
  { key: "contributionCeilingMonthly", label: "BBG KV pro Monat", kind: "euro" },
  { key: "generalRate", label: "Allgemeiner Beitragssatz", kind: "percent" },
  { key: "averageAdditionalRate", label: "Durchschnittlicher Zusatzbeitrag", kind: "percent" },
  { key: "careRate", label: "Pflege-Beitragssatz", kind: "percent" },
  { key: "childlessSurchargeRate", label: "Kinderlosenzuschlag", kind: "percent" },
  { key: "maxEmployerSubsidyHealthMonthly", label: "Höchstzuschuss AG KV pro Monat", kind: "euro" },
  { key: "maxEmployerSubsidyCareMonthly", label: "Höchstzuschuss AG PV pro Monat", kind: "euro" },
  { key: "maxCarePremiumMonthly", label: "PPV-Höchstbeitrag pro Monat", kind: "euro" },
  { key: "maxCarePremiumBeihilfeMonthly", label: "PPV-Höchstbeitrag mit Beihilfe pro Monat", kind: "euro" },
];

/** The figures that follow from the entered ones (shown after checking or saving). */
const DERIVED: ReadonlyArray<keyof YearlyConstants> = [
  "contributionCeilingMonthly",
  "maxEmployerSubsidyHealthMonthly",
  "maxEmployerSubsidyCareMonthly",
  "maxCarePremiumMonthly",
  "maxCarePremiumBeihilfeMonthly",
];

/** The form's fields (what an admin enters) with their labels. */
const FIELDS: ReadonlyArray<{ name: keyof ReturnType<typeof yearlyFiguresFormValues>; label: string }> = [
  { name: "year", label: "Jahr" },
  { name: "compulsoryInsuranceLimitYearly", label: "Versicherungspflichtgrenze (JAEG) pro Jahr in €" },
  { name: "contributionCeilingYearly", label: "Beitragsbemessungsgrenze KV pro Jahr in €" },
  { name: "generalRate", label: "Allgemeiner Beitragssatz in %" },
  { name: "averageAdditionalRate", label: "Durchschnittlicher Zusatzbeitrag in %" },
  { name: "careRate", label: "Beitragssatz Pflegeversicherung in %" },
  { name: "childlessSurchargeRate", label: "Kinderlosenzuschlag in %" },
];

function figureText(kind: FigureKind, value: unknown): string {
  if (typeof value !== "number") return "–";
  if (kind === "year") return String(value);
  if (kind === "percent") return formatPercent(value);
  if (kind === "euro-yearly" && Number.isInteger(value)) return formatEuroWhole(value);
  return formatEuro(value);
}

const figureOf = (key: keyof YearlyConstants) => FIGURES.find((figure) => figure.key === key)!;

/** Audit entries of the yearly figures with German labels and amounts ('2027 · Allgemeiner Beitragssatz'). */
/** A changed figure: year and label, values in German number format. */
const figureChange: ChangeFormatter = (entry, field, change) => {
  const figure = FIGURES.find((candidate) => candidate.key === field);
  const kind = figure?.kind ?? "euro";
  return {
    field: `${entry.subjectId ?? ""} · ${figure?.label ?? field}`,
    from: figureText(kind, change.from),
    to: figureText(kind, change.to),
  };
};

export async function loader({ context }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  const page = context.get(pageContext);
  const { yearlyFigures } = access.admin;
  await yearlyFigures.refresh();
  const table = yearlyFigures.table();
  const stored = new Map((await yearlyFigures.stored()).map((entry) => [entry.figures.year, entry]));
  const years = editableYears(berlinYear(page.gate.now));
  const newest = table[table.length - 1];
  // The next year after the newest (within the years the form accepts) with the newest year's values.
  const prefillYear = Math.min(Math.max((newest?.year ?? years.from) + 1, years.from), years.to);
  const prefill: Record<string, string> = newest
    ? { ...yearlyFiguresFormValues(newest), year: String(prefillYear) }
    : { year: String(prefillYear) };
  return {
    rows: table.map((row) => {
      const entry = stored.get(row.year);
      return {
        figures: row,
        source: entry
          ? `gespeichert am ${formatDateTime(entry.updatedAt)}${entry.updatedBy ? ` von ${entry.updatedBy}` : ""}`
          : "mitgeliefert",
      };
    }),
    years,
    prefill,
    audit: auditRows(await access.admin.recentAudit("yearly-figures"), { format: figureChange }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const access = requireAdmin(context);
  const currentYear = berlinYear(context.get(pageContext).gate.now);
  const schema = createYearlyFiguresFormSchema(currentYear);
  const { intent, fields } = await readForm(request);
  if (intent === CHECK) {
    try {
      const figures = parseForm(schema, fields);
      return data({ ok: true as const, intent: CHECK, values: fields, figures });
    } catch (error) {
      return formFailure<Intent>(CHECK, error, fields);
    }
  }
  const saved: { figures?: YearlyConstants } = {};
  const outcome = await saveForm<Intent>(SAVE, fields, async () => {
    const row = parseForm(schema, fields);
    saved.figures = await access.admin.yearlyFigures.save(row, access.actor);
  });
  return saved.figures
    ? data({ ok: true as const, intent: SAVE, values: fields, figures: saved.figures })
    : outcome;
}

export const meta: Route.MetaFunction = () => [{ title: "Rechengrößen | Admin-Bereich" }];

function DerivedFigures({ figures, saved }: { figures: YearlyConstants; saved: boolean }) {
  return (
    <section
      aria-labelledby="derived-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="derived-figures"
    >
      <h3 id="derived-heading" className="font-semibold text-slate-900">
        {saved
          ? `Gespeicherte abgeleitete Werte für ${figures.year}`
          : `Geprüft, noch nicht gespeichert: abgeleitete Werte für ${figures.year}`}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {DERIVED.map((key) => {
          const figure = figureOf(key);
          return (
            <div key={key} className="contents">
              <dt className="text-slate-700">{figure.label}</dt>
              <dd className="font-medium text-slate-900">{figureText(figure.kind, figures[key])}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export default function YearlyFiguresPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const submitted: (FormResult & { figures?: YearlyConstants }) | undefined =
    result && "intent" in result ? result : undefined;
  // The typed values stay in the form after every submission (as the browser keeps them with JavaScript).
  const shown = (name: string) => submitted?.values[name] ?? loaded.prefill[name] ?? "";
  const checked = submitted?.ok && submitted.intent === CHECK ? submitted : undefined;
  const savedFigures = submitted?.ok && submitted.intent === SAVE ? submitted.figures : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Rechengrößen</h1>
      <div className="mt-3 grid max-w-3xl gap-2 text-slate-700">
        <p>
          Welche Rechengrößen ein Vergleich verwendet, entscheidet das Jahr des Versicherungsbeginns. Für ein
          Jahr, das noch nicht in der Tabelle steht, rechnet das Portal mit den Werten des neuesten Jahres und
          kennzeichnet das Ergebnis auf der Ergebnisseite als „vorläufig“.
        </p>
        <p>
          Ein hier gespeichertes Jahr ersetzt die mitgelieferten Werte desselben Jahres und gilt innerhalb
          weniger Sekunden auf allen Instanzen, ohne Neustart.
        </p>
      </div>

      <section aria-labelledby="table-heading" className="mt-8">
        <h2 id="table-heading" className="text-lg font-semibold text-slate-900">
          Geltende Werte
        </h2>
        <section
          aria-label="Tabelle der Rechengrößen"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrolling table must be reachable by keyboard
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <table className="w-full min-w-[72rem] text-left text-sm">
            <caption className="sr-only">Rechengrößen je Jahr mit Quelle</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {FIGURES.map((figure) => (
                  <th key={figure.key} scope="col" className="px-3 py-3 align-bottom font-semibold">
                    {figure.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-3 align-bottom font-semibold">
                  Quelle
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.rows.map((row) => (
                <tr key={row.figures.year} className="border-t border-slate-100">
                  {FIGURES.map((figure) =>
                    figure.key === "year" ? (
                      <th key={figure.key} scope="row" className="px-3 py-3 font-semibold text-slate-900">
                        {row.figures.year}
                      </th>
                    ) : (
                      <td key={figure.key} className="px-3 py-3 whitespace-nowrap">
                        {figureText(figure.kind, row.figures[figure.key])}
                      </td>
                    ),
                  )}
                  <td className="px-3 py-3">{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section aria-labelledby="form-heading" className="mt-10 max-w-3xl">
        <h2 id="form-heading" className="text-lg font-semibold text-slate-900">
          Jahr eintragen oder korrigieren
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Vorausgefüllt mit dem nächsten Jahr und den Werten des neuesten Jahres: Ändern Sie nur, was sich
          geändert hat. Die BBG pro Monat, die Höchstzuschüsse des Arbeitgebers und der PPV-Höchstbeitrag
          werden daraus berechnet.
        </p>
        <Form method="post" className="mt-4 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                label={field.label}
                description={
                  field.name === "year" ? `Von ${loaded.years.from} bis ${loaded.years.to}.` : undefined
                }
                error={submitted ? fieldError(submitted, submitted.intent, field.name) : undefined}
              >
                <input
                  name={field.name}
                  required
                  inputMode={field.name === "year" ? "numeric" : "decimal"}
                  autoComplete="off"
                  maxLength={field.name === "year" ? 4 : 20}
                  defaultValue={shown(field.name)}
                  className="min-h-11 rounded-lg border border-slate-300 px-3"
                />
              </FormField>
            ))}
          </div>
          {submitted && !checked && <SaveNotice result={submitted} intent={submitted.intent} />}
          {!busy && checked?.figures && <DerivedFigures figures={checked.figures} saved={false} />}
          {!busy && savedFigures && <DerivedFigures figures={savedFigures} saved />}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value={SAVE} disabled={busy}>
              {busy ? "Bitte warten..." : "Speichern"}
            </Button>
            <Button type="submit" name="intent" value={CHECK} variant="secondary" disabled={busy}>
              Prüfen
            </Button>
          </div>
        </Form>
      </section>
      <AuditTrail entries={loaded.audit} />
    </>
  );
}
