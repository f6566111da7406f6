import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALOGUE_EVAL_CASES, type DialogueEvalCase } from "../../../domain/assistant/eval-dialogues";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createPrivateUser } from "../../../tests/setup/factories";
import {
  createTestApp,
  STRANGER_BROWSER_KEY,
  TEST_BROWSER_KEY,
  type TestApp,
} from "../../../tests/setup/test-app";
import { chatMessages, chatSessions } from "../../adapters/db/schema";
import { seedDatabase } from "../../seeds/seed-database";

let sessionCounter = 0;
const newSessionId = () =>
  `lucy-chat-${Date.UTC(2026, 10, 23)}-${(++sessionCounter).toString(36).padStart(6, "d")}`;

interface ChatBody {
  response: string;
  sessionId: string;
  hasKnowledge: boolean;
  links?: Array<{ label: string; href: string }>;
  dialogueOpen?: boolean;
  writtenByLlm?: boolean;
}

/** The employee of the results-page cases: 34 on the insurance start, Komfort. */
const RESULTS_PERSON = {
  birthDate: "1992-12-01",
  gender: "female",
  jobStatus: "employed",
  coverageType: "comfort",
};

describe.each(testDatabaseKinds)("Lucy's dialogues on %s", (kind) => {
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await seedDatabase(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends the turns as the widget does (only message, session id and page context: the dialogue's state stays on the server). */
  async function converse(
    turns: readonly string[],
    options: { comparisonId?: string; cookie?: string; sessionId?: string; browser?: string } = {},
  ): Promise<{ answers: ChatBody[]; sessionId: string }> {
    const sessionId = options.sessionId ?? newSessionId();
    const ip = `10.77.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
    const answers: ChatBody[] = [];
    for (const message of turns) {
      const response = await t.call("/api/functions/ai-chat-agent", {
        body: {
          message,
          sessionId,
          useKnowledge: true,
          ...(options.comparisonId ? { comparisonId: options.comparisonId } : {}),
        },
        ip,
        cookie: options.cookie,
        browser: options.browser,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as ChatBody;
      answers.push(body);
    }
    return { answers, sessionId };
  }

  /** The price dialogue's state the server keeps for a session (null: none open). */
  const storedDialogue = async (sessionId: string) => {
    const [row] = await t.database.db
      .select({ dialogue: chatSessions.dialogue })
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    return row?.dialogue ?? null;
  };

  const checkedText = (body: ChatBody) =>
    [body.response, ...(body.links ?? []).map((link) => `${link.label} ${link.href}`)].join("\n");

  it("runs the evaluation dialogues: at least 90 % correct per topic", async () => {
    const results = await t.comparisons.create(RESULTS_PERSON, { browserKey: TEST_BROWSER_KEY });
    const ordered = results.comparison.variants;
    expect(ordered.length).toBeGreaterThan(3);
    // The places of the results page's default order, as the cases name them ({1}, {2}, …).
    const { selectVisibleOffers } = await import("../../../domain/comparison/results-filters");
    const visible = selectVisibleOffers(ordered, {
      preferredDeductible: results.comparison.preferredDeductible,
      requestedCoverage: results.comparison.input.coverageType,
    }).all;
    const fill = (text: string) =>
      text.replace(/\{(\d)\}/g, (_, place: string) => {
        const offer = visible[Number(place) - 1]!;
        return `${offer.provider} ${offer.name}`;
      });
    const fillPattern = (pattern: string | RegExp) => (typeof pattern === "string" ? fill(pattern) : pattern);
    const matches = (text: string, pattern: string | RegExp) =>
      typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);

    const tally = new Map<string, { correct: number; total: number; failures: string[] }>();
    const evaluate = async (evalCase: DialogueEvalCase) => {
      const { answers } = await converse(
        evalCase.turns.map(fill),
        evalCase.onResults ? { comparisonId: results.comparison.id } : {},
      );
      const text = checkedText(answers.at(-1)!);
      const missing = evalCase.mustContain.map(fillPattern).filter((pattern) => !matches(text, pattern));
      const unwanted = (evalCase.mustNotContain ?? [])
        .map(fillPattern)
        .filter((pattern) => matches(text, pattern));
      const entry = tally.get(evalCase.topic) ?? { correct: 0, total: 0, failures: [] };
      entry.total += 1;
      if (missing.length === 0 && unwanted.length === 0) entry.correct += 1;
      else
        entry.failures.push(
          `${evalCase.turns.join(" → ")}\n  fehlt: ${missing.join(" | ")}\n  unerwünscht: ${unwanted.join(" | ")}\n  Antwort: ${text}`,
        );
      tally.set(evalCase.topic, entry);
    };
    for (const evalCase of DIALOGUE_EVAL_CASES) await evaluate(evalCase);

    const lines = [...tally].map(
      ([topic, entry]) =>
        `${topic}: ${entry.correct}/${entry.total}${entry.failures.map((f) => `\n- ${f}`).join("")}`,
    );
    console.log(`Lucy dialogue eval (${kind}):\n${lines.join("\n")}`);
    for (const [topic, entry] of tally) {
      expect(entry.correct / entry.total, `${topic}\n${entry.failures.join("\n")}`).toBeGreaterThanOrEqual(
        0.9,
      );
    }
  }, 300_000);

  it("ends a price dialogue with a link to the results page of a stored comparison", async () => {
    const { answers, sessionId } = await converse([
      "Was kostet mich die PKV?",
      "34",
      "weiblich",
      "angestellt",
      "Komfort",
    ]);
    expect(answers.slice(0, 4).every((answer) => answer.dialogueOpen === true)).toBe(true);
    const last = answers.at(-1)!;
    // The prices come first; the dialogue stays open only for the optional health question.
    expect(last.dialogueOpen).toBe(true);
    expect(await storedDialogue(sessionId)).toMatchObject({ asked: "health" });
    expect(last.response).toContain("Möchten Sie Ihre Gesundheit einbeziehen?");
    const link = last.links?.find((candidate) => candidate.href.startsWith("/ihre-pkv-tarife?c="));
    expect(link).toBeDefined();
    const id = new URLSearchParams(link!.href.split("?")[1]).get("c")!;
    const stored = await t.comparisons.get(id);
    expect(stored?.input).toMatchObject({ jobStatus: "employed", gender: "female", coverageType: "comfort" });
    expect(stored?.ownerId).toBeNull();
    // The top pick the answer names is the results page's first tariff.
    expect(last.response).toMatch(/1\. .+: \d[\d.]*,\d{2} € im Monat/);
  }, 60_000);

  it("computes the prices again with the health answers given after them, and stores none of them", async () => {
    const { answers, sessionId } = await converse([
      "Was kostet mich die PKV? Ich bin 41, männlich, selbstständig",
      "Komfort",
      "178 cm, 96 kg, Bluthochdruck, nehme Tabletten",
    ]);
    const withHealth = answers.at(-1)!;
    expect(withHealth.dialogueOpen).toBeUndefined();
    expect(await storedDialogue(sessionId)).toBeNull();
    expect(withHealth.response).toContain("geschätzten Risikozuschläge Ihrer Gesundheitsangaben");
    const href = withHealth.links?.[0]?.href ?? "";
    const stored = await t.comparisons.get(new URLSearchParams(href.split("?")[1]).get("c")!);
    expect(stored?.choices?.health).toMatchObject({
      heightCm: 178,
      weightKg: 96,
      chronicConditions: ["BLUTHOCHDRUCK"],
      regularMedication: true,
      hospitalStays5y: 0,
    });
    // The offers carry the pre-check's estimate, as on the results page.
    expect(stored?.offers.some((offer) => offer.riskAssessment !== undefined)).toBe(true);
    const texts = (
      await t.database.db
        .select({ text: chatMessages.text })
        .from(chatMessages)
        .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.sender, "user")))
    ).map((row) => row.text);
    expect(texts).toContain("[Gesundheitsangaben]");
    expect(texts.join("\n")).not.toMatch(/Bluthochdruck|96 kg|178/);
    // 'nein' ends the dialogue with the prices as they were.
    const skipped = await converse([
      "Was kostet mich die PKV? Ich bin 30, weiblich, angestellt",
      "Basis",
      "nein",
    ]);
    expect(skipped.answers.at(-1)!.dialogueOpen).toBeUndefined();
    expect(skipped.answers.at(-1)!.response).toContain("ohne Gesundheitsangaben");
  }, 60_000);

  it("stores no birth date or age of a price dialogue", async () => {
    const { sessionId } = await converse([
      "Was kostet mich die PKV? Ich bin am 14.03.1991 geboren",
      "männlich",
      "Beamter",
      "Hessen",
      "70 %",
      "Basis",
    ]);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));
    expect(rows).toHaveLength(12);
    const texts = rows.map((row) => row.text).join("\n");
    expect(texts).not.toContain("14.03.1991");
    expect(texts).not.toContain("1991");
    expect(texts).toContain("[Datum]");
    // The same with an age.
    const second = await converse(["Was kostet mich die PKV?", "34", "weiblich"]);
    const stored = await t.database.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, second.sessionId));
    expect(stored.map((row) => row.text)).toContain("[Alter]");
    expect(stored.some((row) => /\b34\b/.test(row.text))).toBe(false);
  }, 60_000);

  it("makes a signed-in person's comparison their own", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, "10.78.0.1");
    const { answers } = await converse(
      ["Was kostet mich die PKV? Ich bin 30, männlich, angestellt", "Basis"],
      {
        cookie,
      },
    );
    const href = answers.at(-1)!.links?.[0]?.href ?? "";
    const id = new URLSearchParams(href.split("?")[1]).get("c")!;
    expect((await t.comparisons.get(id))?.ownerId).toBe(user.id);
  }, 60_000);

  it("answers questions only about a comparison the viewer may see", async () => {
    const owner = await createPrivateUser(t.database.db);
    const other = await createPrivateUser(t.database.db);
    const owned = await t.comparisons.create(RESULTS_PERSON, { userId: owner.id });
    const question = "Warum steht der erste Tarif oben?";
    const ownerCookie = await t.signIn(owner.email, owner.password, "10.78.0.2");
    const otherCookie = await t.signIn(other.email, other.password, "10.78.0.3");

    const asOwner = await converse([question], { comparisonId: owned.comparison.id, cookie: ownerCookie });
    expect(asOwner.answers[0]!.response).toContain("Preis-Leistung");
    expect(asOwner.answers[0]!.response).toContain("steht auf Platz 1");
    for (const cookie of [otherCookie, undefined]) {
      const { answers } = await converse([question], { comparisonId: owned.comparison.id, cookie });
      expect(answers[0]!.response).not.toContain("steht auf Platz 1");
    }
    // An anonymous comparison: only in the browser that made it.
    const anonymous = await t.comparisons.create(RESULTS_PERSON, { browserKey: TEST_BROWSER_KEY });
    const own = await converse([question], { comparisonId: anonymous.comparison.id });
    expect(own.answers[0]!.response).toContain("steht auf Platz 1");
    const elsewhere = await converse([question], {
      comparisonId: anonymous.comparison.id,
      browser: STRANGER_BROWSER_KEY,
    });
    expect(elsewhere.answers[0]!.response).not.toContain("steht auf Platz 1");
  }, 60_000);

  it("answers a results question in the middle of a price dialogue and keeps the dialogue open", async () => {
    const results = await t.comparisons.create(RESULTS_PERSON, { browserKey: TEST_BROWSER_KEY });
    const { answers } = await converse(
      ["Was kostet mich die PKV?", "Warum steht der erste Tarif oben?", "34"],
      {
        comparisonId: results.comparison.id,
      },
    );
    expect(answers[1]!.response).toContain("steht auf Platz 1");
    expect(answers[1]!.dialogueOpen).toBe(true);
    expect(answers[2]!.response).toContain("weiblich oder männlich");
  }, 60_000);

  it("answers own share, sick pay, the cheapest tariff and the premium history from the page, keeping the dialogue", async () => {
    const results = await t.comparisons.create(RESULTS_PERSON, { browserKey: TEST_BROWSER_KEY });
    const { answers } = await converse(
      [
        "Was kostet mich die PKV?",
        "Was zahle ich selbst?",
        "Ist Krankentagegeld enthalten?",
        "Welcher Tarif ist der günstigste und warum steht er nicht oben?",
        "Wie hat sich der Beitrag der Top-Tarife entwickelt?",
        "34",
      ],
      { comparisonId: results.comparison.id },
    );
    expect(answers[1]!.response).toMatch(
      /^Bei .+ \(Platz 1\) zahlen Sie von \d[\d.]*,\d{2} € im Monat selbst/,
    );
    expect(answers[2]!.response).toMatch(/Krankentagegeld/);
    expect(answers[3]!.response).toMatch(/^Der günstigste Tarif Ihres Vergleichs ist /);
    expect(answers[4]!.response).toMatch(/^Die Beitragsentwicklung der drei Top-Tarife über 10 Jahre/);
    expect(answers.slice(1, 5).every((answer) => answer.dialogueOpen === true)).toBe(true);
    // None of them restarted the price dialogue: '34' still answers its first question.
    expect(answers[5]!.response).toContain("weiblich oder männlich");
  }, 60_000);

  it("answers an English question in English and marks no rule-based answer as written by an LLM", async () => {
    const { answers } = await converse(["What does private health insurance cost in Germany?"]);
    expect(answers[0]!.response).toMatch(/^The premium of private health insurance/);
    expect(answers[0]).toMatchObject({
      hasKnowledge: true,
      writtenByLlm: false,
      aiNotice: expect.stringMatching(/^Lucy ist eine KI-Assistentin, kein Mensch\./),
    });
  });

  it("prices at once with the form's defaults when age and job status are enough, then refines", async () => {
    const { answers } = await converse(["Ich bin 40 und selbstständig, was kostet mich die PKV?", "Premium"]);
    const [first, refined] = answers as [ChatBody, ChatBody];
    expect(first.response).toMatch(
      /^Mit Ihren Angaben habe ich gleich gerechnet und für den Rest die Voreinstellungen des Vergleichsformulars genommen: Geschlecht offen .*Leistungsstufe Komfort/,
    );
    expect(first.response).toMatch(/Tarife von \d[\d.]*,\d{2} € bis \d[\d.]*,\d{2} € im Monat/);
    expect(first.response).toContain("nennen Sie „Basis“ oder „Premium“");
    expect(first.dialogueOpen).toBe(true);
    expect(refined.response).toContain("Leistungsstufe Premium");
    expect(refined.response).not.toContain("Leistungsstufe Komfort");
  }, 60_000);

  it("answers a household's results page with the family totals", async () => {
    const { answers } = await converse([
      "Was kostet uns die PKV? Ich bin 35, männlich, selbstständig, meine Frau (32) und zwei Kinder (3 und 6)",
      "angestellt",
      "Komfort",
    ]);
    const href =
      answers.at(-1)!.links?.find((link) => link.href.startsWith("/ihre-pkv-tarife?c="))?.href ?? "";
    const comparisonId = new URLSearchParams(href.split("?")[1]).get("c")!;
    const onPage = await converse(["Was kostet das für die ganze Familie?"], { comparisonId });
    expect(onPage.answers[0]!.response).toMatch(
      /^Für Ihre ganze Familie zeigt der Vergleich \d+ Versicherer-Kombinationen von \d[\d.]*,\d{2} € bis /,
    );
    expect(onPage.answers[0]!.response).toMatch(/Sie .+, Partner\/in .+, Kind .+, Kind /);
  }, 60_000);

  it("continues the dialogue from the spec's body alone and ignores a state the client sends", async () => {
    const sessionId = newSessionId();
    const send = async (body: Record<string, unknown>) => {
      const response = await t.call("/api/functions/ai-chat-agent", {
        body: { sessionId, useKnowledge: true, ...body },
        ip: "10.79.0.2",
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ChatBody;
    };
    const first = await send({ message: "Was kostet mich die PKV?" });
    expect(first.dialogueOpen).toBe(true);
    expect(first).not.toHaveProperty("dialogue");
    // The second message continues the first: a bare '34' answers the age question.
    const second = await send({ message: "34" });
    expect(second.response).toContain("weiblich oder männlich");
    expect(await storedDialogue(sessionId)).toMatchObject({ asked: "gender", self: { age: 34 } });
    // A state sent by a client is not read: the server's own state goes on.
    const third = await send({
      message: "weiblich",
      dialogue: { kind: "price", self: { age: 70 }, asked: "gender" },
    });
    expect(third.response).not.toMatch(/60/);
    expect(await storedDialogue(sessionId)).toMatchObject({ self: { age: 34, gender: "female" } });
  }, 60_000);

  it("refuses an invalid comparison id", async () => {
    const response = await t.call("/api/functions/ai-chat-agent", {
      body: { message: "34", sessionId: newSessionId(), useKnowledge: true, comparisonId: "../../etc" },
      ip: "10.79.0.1",
    });
    expect(response.status).toBe(400);
  });
});
