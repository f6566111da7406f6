import { describe, expect, it } from "vitest";
import { gradeLabel, offerGrade, sortByPricePerformance, splitResults } from "./result-offer";
import {
  activeFilterCount,
  applyFilters,
  applyResultFilters,
  EMPTY_FILTERS,
  type FilterableOffer,
  filtersToParams,
  insurerOptions,
  offerPackage,
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

  it("offers the spec's insurers plus those in the results, with counts", () => {
    const options = insurerOptions(offers);
    expect(options.slice(0, 9).map((entry) => entry.name)).toContain("AXA");
    expect(options.find((entry) => entry.name === "HUK-Coburg")?.count).toBe(1);
    expect(options.find((entry) => entry.name === "AXA")?.count).toBe(0);
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

  it("ranks the picked variants, hides a tariff by any variant's id, keeps one per insurer on top", () => {
    const more = variants("Gothaer", "MediStart", 40, [
      [0, 300],
      [600, 280],
    ]);
    const result = selectVisibleOffers([...all, ...more], { preferredDeductible: 600 });
    // points per euro: MediStart 40/280 = 0.143, MedKomfort 60/400 = 0.15, MediKomfort 70/490 = 0.143
    expect(result.all.map((entry) => entry.name)).toEqual(["MedKomfort", "MediStart", "MediKomfort"]);
    expect(result.top.map((entry) => entry.name)).toEqual(["MedKomfort", "MediStart"]);
    expect(result.more.map((entry) => entry.name)).toEqual(["MediKomfort"]);
    const hidden = selectVisibleOffers(all, {
      preferredDeductible: 600,
      hiddenTariffs: ["Gothaer-MediKomfort-0"],
    });
    expect(steps(hidden.all)).toEqual(["ARAG 1000"]);
    expect(steps(hidden.hidden)).toEqual(["Gothaer 600"]);
  });
});

describe("result lists", () => {
  it("grades by benefit points, lower is better", () => {
    expect(offerGrade(100)).toBe(1);
    expect(offerGrade(94)).toBe(1.3);
    expect(offerGrade(66)).toBe(2.7);
    expect(offerGrade(-50)).toBe(5);
    expect(gradeLabel(1.3)).toBe("sehr gut");
    expect(gradeLabel(2.7)).toBe("gut");
  });

  it("keeps the ranking's top 3 and sorts the rest by price per benefit point", () => {
    const list = [
      { id: "a", monthlyPrice: 500, totalLeistungPoints: 50 },
      { id: "b", monthlyPrice: 400, totalLeistungPoints: 80 },
      { id: "c", monthlyPrice: 700, totalLeistungPoints: 70 },
      { id: "d", monthlyPrice: 600, totalLeistungPoints: 50 },
      { id: "e", monthlyPrice: 440, totalLeistungPoints: 90 },
      { id: "f", monthlyPrice: 300, totalLeistungPoints: 60 },
    ];
    const { top, more } = splitResults(list);
    expect(top.map((entry) => entry.id)).toEqual(["a", "b", "c"]);
    expect(more.map((entry) => entry.id)).toEqual(["e", "f", "d"]);
    expect(sortByPricePerformance(list)[0]?.id).toBe("e");
  });
});
