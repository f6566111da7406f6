import { z } from "zod";
import { answerTemplateSchema } from "./answer-template";

/**
 * Admin edits of Lucy's knowledge base (admin page 'KI-Assistent', decision 018): an edit with the id of a shipped
 * entry replaces it, any other id adds an entry. Answers may use the yearly placeholders ({{jaeg}}, …).
 */
export const knowledgeEditSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, "Kennung: 2–60 Kleinbuchstaben, Ziffern oder Bindestriche."),
  topic: z.string().trim().min(1, "Bitte geben Sie ein Thema ein.").max(120, "Höchstens 120 Zeichen."),
  questions: z
    .array(z.string().trim().min(1).max(300, "Eine Frage darf höchstens 300 Zeichen haben."))
    .min(1, "Bitte geben Sie mindestens eine typische Frage ein.")
    .max(20, "Höchstens 20 Fragen."),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30, "Höchstens 30 Suchbegriffe."),
  answer: answerTemplateSchema.pipe(
    z.string().trim().min(1, "Bitte geben Sie eine Antwort ein.").max(3000, "Höchstens 3000 Zeichen."),
  ),
});
export type KnowledgeEdit = z.infer<typeof knowledgeEditSchema>;

/** The edit form's fields (questions one per line, keywords separated by commas) → an edit. */
export const knowledgeEditFormSchema = z
  .object({
    id: z.string(),
    topic: z.string(),
    questions: z.string().max(7000, "Die Eingabe ist zu lang."),
    keywords: z.string().max(2000, "Die Eingabe ist zu lang.").optional(),
    answer: z.string(),
  })
  .transform((fields) => ({
    id: fields.id,
    topic: fields.topic,
    questions: fields.questions
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    keywords: (fields.keywords ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean),
    answer: fields.answer,
  }))
  .pipe(knowledgeEditSchema);
