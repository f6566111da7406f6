// Prints the top cards of the six people of the adviser trial, as a visitor sees them (gate on).
import { chromium } from "@playwright/test";
const BASE = process.argv[2];
const PASSWORD = process.argv[3];
const health = { heightCm: 178, weightKg: 92, outpatientTreatments3y: 8, hospitalStays5y: 0, psychotherapy10y: false,
  chronicConditions: ["DIABETES_TYP2", "ASTHMA"], regularMedication: true, missingTeeth: 0, plannedDentalTreatment: false, glassesDiopters: 0 };
const people = [
  ["Angestellter 35, Komfort", { birthDate: "1991-06-01", gender: "male", jobStatus: "employed", annualIncome: 90000, coverageType: "comfort" }],
  ["Selbstständiger 45, Basis", { birthDate: "1981-06-01", gender: "male", jobStatus: "self-employed", coverageType: "basic" }],
  ["Beamtin Bayern 30, 50 %", { birthDate: "1996-05-01", gender: "female", jobStatus: "civil-servant", beihilfeDienstherr: "TYPE_B_Bayern", beihilfeStufe: "TYPE_A_50_70R", coverageType: "comfort" }],
  ["Student 24, Komfort", { birthDate: "2002-03-01", gender: "male", jobStatus: "student", coverageType: "comfort" }],
  ["Familie (2 Angestellte, 2 Kinder)", { coverageType: "comfort", persons: [
    { role: "self", birthDate: "1988-03-14", gender: "male", jobStatus: "employed" },
    { role: "partner", birthDate: "1990-07-01", gender: "female", jobStatus: "employed" },
    { role: "child", birthDate: "2018-02-02", gender: "female", jobStatus: "child" },
    { role: "child", birthDate: "2021-09-09", gender: "male", jobStatus: "child" }] }],
  ["Angestellter 52, Diabetes Typ 2 + Asthma", { birthDate: "1974-04-01", gender: "male", jobStatus: "employed", annualIncome: 90000, coverageType: "comfort", health }],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [label, body] of people) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const gate = await page.request.post("/api/gate", { data: { password: PASSWORD }, headers: { origin: BASE } });
  if (!gate.ok()) throw new Error(`gate ${gate.status()}`);
  const response = await page.request.post("/api/comparisons", { data: body, headers: { origin: BASE } });
  const answer = await response.json();
  if (response.status() !== 201) { console.log(`## ${label}\n${response.status()} ${answer.detail}\n`); continue; }
  await page.goto(`/ihre-pkv-tarife?c=${answer.id}`);
  await page.getByTestId("top-offer").first().waitFor({ timeout: 30000 }).catch(() => {});
  const cards = await page.getByTestId("top-offer").evaluateAll((nodes) => nodes.map((node) => {
    const text = (sel) => node.querySelector(sel)?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const all = node.textContent.replace(/\s+/g, " ");
    const inner = node.innerText.replace(/\s+/g, " ");
    const grade = inner.match(/Note (\d,\d) (sehr gut|gut|befriedigend|ausreichend|mangelhaft)/)?.slice(1, 3).join(" ") ?? "";
    const deductible = inner.match(/Selbstbeteiligung: ([\d.]+ €)/)?.[1] ?? "";
    const badge = inner.match(/Top-Empfehlung|Auch empfohlen|Preis-Tipp|Premium|Günstig/g)?.join("/") ?? "";
    return `${text("h3")} | ${text('[data-testid="offer-price"]')} | Note ${grade} | SB ${deductible} | ${badge} | ${text('[data-testid="top-offer-note"]')}`;
  }));
  const above = await page.getByText("Nur mit höherer Selbstbeteiligung erhältlich").count();
  console.log(`## ${label} (${answer.count} Tarife)\n${cards.map((c, i) => `${i + 1}. ${c}`).join("\n")}${above ? "\n(+ Abschnitt 'Nur mit höherer Selbstbeteiligung erhältlich')" : ""}\n`);
  await context.close();
}
await browser.close();
