import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applyFilters,
  applyResultFilters,
  EMPTY_FILTERS,
  type FilterableOffer,
  filterCounts,
  filtersToParams,
  INPATIENT_LABELS,
  insurerOptions,
  isInsurerSelected,
  offerPackage,
  PACKAGE_LABELS,
  parseFilters,
  pickVariants,
  selectVisibleOffers,
} from "./results-filters";

const offer = (
  provider: string,
  dental: number,
  room: string,
  sb: number,
  chief = true,
): FilterableOffer => ({
  provider,
  dentistCoverage: dental,
  hospitalRoom: room,
  chiefPhysician: chief,
  deductibleAmount: sb,
});

const offers = [
  offer("Allianz", 90, "Einbettzimmer", 0),
  offer("DKV", 80, "Zweibettzimmer", 600),
  offer("HUK-COBURG", 50, "Mehrbettzimmer", 1000, false),
  offer("Debeka", 75, "Zweibettzimmer", 5000),
];

describe("results filters", () => {
  it("reads and writes the five filters in the URL, ignoring unknown values", () => {
    const params = new URLSearchParams(
      "c=abc&paket=premium&zahn=85plus&stationaer=x&sb=500&versicherer=DKV&versicherer=AXA",
    );
    const filters = parseFilters(params);
    expect(filters).toEqual({
      package: "premium",
      dental: "85plus",
      inpatient: "",
      deductible: "500",
      insurers: ["DKV", "AXA"],
    });
    expect(activeFilterCount(filters)).toBe(4);
    const written = filtersToParams({ ...filters, dental: "" }, params);
    expect(written.get("c")).toBe("abc");
    expect(written.get("zahn")).toBeNull();
    expect(written.getAll("versicherer")).toEqual(["DKV", "AXA"]);
    expect(parseFilters(filtersToParams(EMPTY_FILTERS, params))).toEqual(EMPTY_FILTERS);
  });

  it("classifies packages like the coverage cards", () => {
    expect(offers.map(offerPackage)).toEqual(["premium", "komfort", "basis", "komfort"]);
  });

  it("narrows by each filter", () => {
    const providers = (filters: Partial<typeof EMPTY_FILTERS>) =>
      applyFilters(offers, { ...EMPTY_FILTERS, ...filters }).map((entry) => entry.provider);
    expect(providers({})).toHaveLength(4);
    // the package is a minimum level: Basis = all, Komfort = Komfort or better, Premium = Premium
    expect(providers({ package: "basis" })).toHaveLength(4);
    expect(providers({ package: "komfort" })).toEqual(["Allianz", "DKV", "Debeka"]);
    expect(providers({ package: "premium" })).toEqual(["Allianz"]);
    expect(providers({ dental: "85plus" })).toEqual(["Allianz"]);
    expect(providers({ dental: "75plus" })).toEqual(["Allianz", "DKV", "Debeka"]);
    expect(providers({ dental: "egal" })).toHaveLength(4);
    expect(providers({ inpatient: "1bett" })).toEqual(["Allianz"]);
    expect(providers({ inpatient: "2bett" })).toEqual(["Allianz", "DKV", "Debeka"]);
    expect(providers({ deductible: "0" })).toEqual(["Allianz"]);
    expect(providers({ deductible: "1000" })).toEqual(["Allianz", "DKV", "HUK-COBURG"]);
    expect(providers({ insurers: ["HUK-Coburg", "Debeka"] })).toEqual(["HUK-COBURG", "Debeka"]);
  });

  it("labels the minimum levels as such", () => {
    expect(Object.values(PACKAGE_LABELS)).toEqual(["mindestens Basis", "mindestens Komfort", "Premium"]);
    expect(INPATIENT_LABELS["2bett"]).toBe("mindestens Zweibettzimmer");
  });
});

/** One tariff at its deductible steps ([step, price] pairs) with its cover. */
const tariff = (
  provider: string,
  name: string,
  dental: number,
  room: string,
  steps: Array<[number, number]>,
  chief = true,
) =>
  steps.map(([sb, price]) => ({
    id: `${provider}-${name}-${sb}`,
    provider,
    name,
    tariffKey: `${provider.toLowerCase()}|${name.toLowerCase()}`,
    monthlyPrice: price,
    totalLeistungPoints: 70,
    deductibleAmount: sb,
    dentistCoverage: dental,
    hospitalRoom: room,
    chiefPhysician: chief,
  }));

describe("filter options and their counts", () => {
  const tariffs = [
    ...tariff("Allianz", "Vital Premium", 90, "Einbettzimmer", [
      [0, 700],
      [600, 650],
    ]),
    ...tariff("DKV", "Medi Komfort", 80, "Zweibettzimmer", [
      [0, 500],
      [600, 460],
    ]),
    ...tariff("dkv", "Medi Komfort Hausarzt", 75, "Zweibettzimmer", [[600, 440]]),
    ...tariff("HUK-COBURG", "Start", 50, "Mehrbettzimmer", [[1000, 300]], false),
  ];

  it("lists only the insurers of the result, each with its tariffs under the other filters", () => {
    // no 'AXA (0)': an insurer without offers in this comparison is not offered
    expect(insurerOptions(tariffs)).toEqual([
      { name: "Allianz", count: 1 },
      { name: "DKV", count: 2 },
      { name: "HUK-COBURG", count: 1 },
    ]);
    // the insurer filter itself does not narrow the counts; an insurer the other filters empty stays with 0
    expect(insurerOptions(tariffs, { ...EMPTY_FILTERS, package: "komfort", insurers: ["Allianz"] })).toEqual([
      { name: "Allianz", count: 1 },
      { name: "DKV", count: 2 },
      { name: "HUK-COBURG", count: 0 },
    ]);
    // a selected insurer without offers (e.g. from a shared link) is listed, so it can be unticked
    expect(insurerOptions(tariffs, { ...EMPTY_FILTERS, insurers: ["AXA", "axa"] }).at(-1)).toEqual({
      name: "AXA",
      count: 0,
    });
    expect(isInsurerSelected({ insurers: ["HUK-Coburg"] }, "HUK-COBURG")).toBe(true);
    expect(isInsurerSelected({ insurers: ["HUK-Coburg"] }, "DKV")).toBe(false);
  });

  it("counts for every option the tariffs it shows, the other filters kept", () => {
    const filters = { ...EMPTY_FILTERS, inpatient: "2bett" as const };
    const counts = filterCounts(tariffs, filters, 600);
    expect(counts.package).toEqual({ "": 3, basis: 3, komfort: 3, premium: 1 });
    expect(counts.dental).toEqual({ "": 3, "85plus": 1, "75plus": 3, egal: 3 });
    expect(counts.inpatient).toEqual({ "": 4, "1bett": 1, "2bett": 3, egal: 4 });
    // the deductible filter picks among the real steps: the Hausarzt tariff has only 600 €
    expect(counts.deductible).toEqual({ "": 3, "0": 2, "500": 2, "1000": 3, "5000": 3 });
    expect(counts.insurers.map((entry) => entry.count)).toEqual([1, 2, 0]);
    // each count is what the results show with that option
    const shown = (change: Partial<typeof EMPTY_FILTERS>) =>
      selectVisibleOffers(tariffs, { filters: { ...filters, ...change }, preferredDeductible: 600 }).all
        .length;
    for (const [value, count] of Object.entries(counts.package))
      expect(shown({ package: value as typeof filters.package }), value).toBe(count);
    for (const [value, count] of Object.entries(counts.deductible))
      expect(shown({ deductible: value as typeof filters.deductible }), value).toBe(count);
    for (const { name, count } of counts.insurers) expect(shown({ insurers: [name] }), name).toBe(count);
  });
});

/** One tariff in several deductible steps (the engine's variants): [step, price] pairs. */
const variants = (provider: string, name: string, points: number, steps: Array<[number, number]>) =>
  steps.map(([sb, price], index) => ({
    id: `${provider}-${name}-${index}`,
    provider,
    name,
    tariffKey: `${provider.toLowerCase()}|${name.toLowerCase()}`,
    monthlyPrice: price,
    totalLeistungPoints: points,
    deductibleAmount: sb,
    dentistCoverage: 80,
    hospitalRoom: "Zweibettzimmer",
    chiefPhysician: true,
  }));

describe("deductible variants", () => {
  const komfort = variants("Gothaer", "MediKomfort", 70, [
    [0, 520],
    [300, 505],
    [600, 490],
    [1000, 478],
  ]);
  const high = variants("ARAG", "MedKomfort", 60, [[1000, 400]]);
  const all = [...komfort, ...high];
  const steps = (list: Array<{ provider: string; deductibleAmount: number | undefined }>) =>
    list.map((entry) => `${entry.provider} ${entry.deductibleAmount}`);

  it("shows each tariff once, at its highest step not above the preferred deductible", () => {
    expect(steps(pickVariants(all, 600))).toEqual(["Gothaer 600", "ARAG 1000"]);
    expect(steps(pickVariants(all, 500))).toEqual(["Gothaer 300", "ARAG 1000"]);
    // no step that low: the lowest step
    expect(steps(pickVariants(all, 0))).toEqual(["Gothaer 0", "ARAG 1000"]);
  });

  it("lets the deductible filter pick among the real variants", () => {
    const filtered = (deductible: "0" | "500" | "1000" | "5000", preferred: number) =>
      steps(applyResultFilters(all, { ...EMPTY_FILTERS, deductible }, preferred));
    expect(filtered("0", 600)).toEqual(["Gothaer 0"]);
    expect(filtered("500", 600)).toEqual(["Gothaer 300"]);
    expect(filtered("1000", 600)).toEqual(["Gothaer 600", "ARAG 1000"]);
    expect(filtered("5000", 1000)).toEqual(["Gothaer 1000", "ARAG 1000"]);
  });

  it("ranks the picked variants, sets apart a tariff only above the preference, hides by any variant's id", () => {
    const more = variants("Gothaer", "MediStart", 40, [
      [0, 300],
      [600, 280],
    ]);
    const result = selectVisibleOffers([...all, ...more], { preferredDeductible: 600 });
    // points per euro: MediStart 40/280 = 0.143, MedKomfort 60/400 = 0.15, MediKomfort 70/490 = 0.143; MedKomfort
    // exists only with 1.000 €, above the preferred 600 €: never highlighted, listed apart at the end. MediStart
    // has the fewest points of the three tariffs ('ausreichend'), so MediKomfort ('gut') alone is highlighted.
    expect(result.all.map((entry) => entry.name)).toEqual(["MediKomfort", "MediStart", "MedKomfort"]);
    expect(result.top.map((entry) => entry.name)).toEqual(["MediKomfort"]);
    expect(result.more.map((entry) => entry.name)).toEqual(["MediStart"]);
    expect(result.aboveDeductible.map((entry) => entry.name)).toEqual(["MedKomfort"]);
    const hidden = selectVisibleOffers(all, {
      preferredDeductible: 600,
      hiddenTariffs: ["Gothaer-MediKomfort-0"],
    });
    expect(steps(hidden.all)).toEqual(["ARAG 1000"]);
    expect(steps(hidden.hidden)).toEqual(["Gothaer 600"]);
  });
});
