import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_DIALOGUE_TEXTS } from "../../../domain/assistant/price-dialogue";
import { GKV_RETURN_NOTICES, STUDENT_EXEMPTION_NOTICE } from "../../../domain/comparison/eligibility-answer";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons } from "../../adapters/db/schema";
import { seedDatabase } from "../../seeds/seed-database";

interface ChatBody {
  response: string;
  links?: Array<{ label: string; href: string }>;
  dialogueOpen?: boolean;
}

// docs/product/assistant-dialogues.md#income: Lucy answers an employee below the threshold as the forms do.
describe.each(testDatabaseKinds)("Lucy's price dialogue and eligibility on %s", (kind) => {
  let t: TestApp;
  let session = 0;
  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.parse("2026-11-23T10:00:00Z") });
    await seedDatabase(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function converse(turns: readonly string[]): Promise<ChatBody[]> {
    const sessionId = `lucy-chat-${Date.UTC(2026, 10, 23)}-${(++session).toString(36).padStart(6, "e")}`;
    const answers: ChatBody[] = [];
    for (const message of turns) {
      const response = await t.call("/api/functions/ai-chat-agent", {
        body: { message, sessionId, useKnowledge: true },
        ip: `10.78.0.${session}`,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as ChatBody;
      answers.push(body);
    }
    return answers;
  }
  const countComparisons = async () => (await t.database.db.select().from(comparisons)).length;

  it("answers an employee with 60.000 € brutto instead of prices, and stores no comparison", async () => {
    const before = await countComparisons();
    // Age, job status and income are enough: the eligibility check answers the first message at once.
    const answers = await converse([
      "Was kostet mich die PKV? Ich bin 34, weiblich, angestellt und verdiene 60.000 € brutto im Jahr",
    ]);
    const last = answers.at(-1)!;
    expect(last.response).toContain(
      "Die Versicherungspflichtgrenze 2026 liegt bei 77.400\u00a0€ brutto im Jahr.",
    );
    expect(last.response).toContain("Zusatzversicherungen bieten wir hier nicht an.");
    expect(last.response).toContain(PRICE_DIALOGUE_TEXTS.notEligibleEnd);
    expect(last.response).not.toMatch(/Top-Tarife/);
    expect(last.dialogueOpen).toBeUndefined();
    expect(await countComparisons()).toBe(before);
  });

  it("invites an employee once to name the income, and prices 90.000 €", async () => {
    const answers = await converse([
      "Was kostet mich die PKV?",
      "34",
      "weiblich",
      "angestellt",
      "Jahresgehalt 90.000 Euro",
      "Komfort",
    ]);
    const texts = answers.map((answer) => answer.response);
    expect(texts.filter((text) => text.includes(PRICE_DIALOGUE_TEXTS.incomeInvite))).toHaveLength(1);
    expect(texts.at(-1)).toContain("Die drei Top-Tarife nach Preis-Leistung:");
  });

  it("tells a student that the exemption binds, and a 52-year-old about the age-55 rule, beside the prices", async () => {
    const student = await converse(["Was kostet mich die PKV? Ich bin 24, weiblich und Studentin", "Basis"]);
    expect(student.at(-1)!.response).toContain(STUDENT_EXEMPTION_NOTICE);
    const older = await converse(["Was kostet mich die PKV? Ich bin 52, männlich, selbstständig", "Komfort"]);
    expect(older.at(-1)!.response).toContain(GKV_RETURN_NOTICES["closes-at-55"]);
    expect(older.at(-1)!.response).not.toContain(STUDENT_EXEMPTION_NOTICE);
  });
});
