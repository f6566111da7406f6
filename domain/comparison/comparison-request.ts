/**
 * The one schema of a comparison request (docs/product/comparison.md#family-and-health): the long form's data for
 * one person as before, or `persons` for a household (the shared choices — coverage, deductible, start — at the
 * top), each person with optional health answers, sick pay and premium relief. Every person is checked by the long
 * form's own rules; messages name the field as `persons.<n>.<field>` (and `health.<field>` for one person).
 */
import { z } from "zod";
import { ageOn } from "../../lib/dates/berlin-date";
import {
  FAMILY_INPUT_MESSAGES,
  type HealthAnswers,
  HOUSEHOLD_LIMITS,
  healthAnswersSchema,
  householdIssues,
  PERSON_ROLES,
  type PersonRole,
  type PremiumReliefChoice,
  premiumReliefSchema,
  type SickPayChoice,
  sickPaySchema,
} from "./family-input";
import { createLongFormSchema, type LongFormData } from "./long-form";
import { EXTRA_FIELDS, PERSON_FIELDS, SHARED_FIELDS } from "./request-person-fields";

/** One priced person of a request: the long form's data as that person would enter it, and the choices. */
export interface RequestPerson {
  role: PersonRole;
  form: LongFormData;
  health?: HealthAnswers;
  sickPay?: SickPayChoice;
  premiumRelief?: PremiumReliefChoice;
}

export interface ComparisonRequest {
  /** The first person's long-form data: what a single-person comparison stores and shows as its input. */
  form: LongFormData;
  persons: RequestPerson[];
}

const MAX_PERSONS = HOUSEHOLD_LIMITS.adults + HOUSEHOLD_LIMITS.children;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * How many persons a request body asks to price, read before it is validated: the length of `persons` (at most a
 * household's six), else one. A household's comparison counts each person against the limit
 * (docs/product/comparison.md#api).
 */
export function requestedPersonCount(body: unknown): number {
  if (!isObject(body) || !Array.isArray(body.persons)) return 1;
  return Math.min(Math.max(body.persons.length, 1), MAX_PERSONS);
}

type Issue = { path: string[]; message: string };
/** The issue's path as one field name ('persons.1.health.heightCm'); none for the whole body. */
const at = (name: string): string[] => (name === "" ? [] : [name]);
const joined = (prefix: string, path: ReadonlyArray<PropertyKey>) =>
  [prefix, ...path.map(String)].filter((part) => part !== "").join(".");

const EXTRA_SCHEMAS = {
  health: healthAnswersSchema,
  sickPay: sickPaySchema,
  premiumRelief: premiumReliefSchema,
};

/** Parses one person's long-form data and choices; issues carry `prefix` (e.g. 'persons.1'). */
function parsePerson(
  longForm: ReturnType<typeof createLongFormSchema>,
  role: PersonRole,
  fields: Record<string, unknown>,
  prefix: string,
  issues: Issue[],
): RequestPerson | undefined {
  const form: Record<string, unknown> = { ...fields };
  for (const extra of EXTRA_FIELDS) delete form[extra];
  const parsed = longForm.safeParse({ ...form, insuredPerson: role === "child" ? "child" : "self" });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      issues.push({ path: at(joined(prefix, issue.path)), message: issue.message });
  }
  const person: Partial<RequestPerson> = { role };
  for (const extra of EXTRA_FIELDS) {
    if (fields[extra] === undefined || fields[extra] === null) continue;
    const result = EXTRA_SCHEMAS[extra].safeParse(fields[extra]);
    if (result.success) Object.assign(person, { [extra]: result.data });
    else
      for (const issue of result.error.issues)
        issues.push({ path: at(joined(prefix, [extra, ...issue.path])), message: issue.message });
  }
  return parsed.success ? ({ ...person, form: parsed.data } as RequestPerson) : undefined;
}

/**
 * The request schema of forms and `POST /api/comparisons`. Without `today` only the shape is checked (stored
 * input); with it the long form's age and start rules too.
 */
export function createComparisonRequestSchema(options: { today?: string } = {}) {
  const longForm = createLongFormSchema(options);
  return z.unknown().transform((body, context): ComparisonRequest => {
    const issues: Issue[] = [];
    const persons: Array<RequestPerson | undefined> = [];
    if (isObject(body) && body.persons !== undefined) {
      const list = body.persons;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_PERSONS) {
        issues.push({ path: ["persons"], message: FAMILY_INPUT_MESSAGES.persons });
      } else {
        const shared: Record<string, unknown> = { ...body };
        delete shared.persons;
        for (const field of [...PERSON_FIELDS, ...EXTRA_FIELDS, "insuredPerson"]) delete shared[field];
        list.forEach((entry, index) => {
          const prefix = `persons.${index}`;
          if (!isObject(entry) || !(PERSON_ROLES as readonly unknown[]).includes(entry.role)) {
            issues.push({ path: [`${prefix}.role`], message: FAMILY_INPUT_MESSAGES.role });
            persons.push(undefined);
            return;
          }
          // A shared choice inside a person would be ignored silently: refused instead.
          for (const field of SHARED_FIELDS)
            if (field in entry)
              issues.push({
                path: [`${prefix}.${field}`],
                message: FAMILY_INPUT_MESSAGES.sharedField(field),
              });
          const own = Object.fromEntries(
            [...PERSON_FIELDS, ...EXTRA_FIELDS]
              .filter((field) => field in entry)
              .map((field) => [field, entry[field]]),
          );
          persons.push(
            parsePerson(longForm, entry.role as PersonRole, { ...shared, ...own }, prefix, issues),
          );
        });
      }
    } else {
      // One person, as the long form has always posted it (health etc. optional beside it).
      if (isObject(body)) {
        const role: PersonRole = body.insuredPerson === "child" ? "child" : "self";
        persons.push(parsePerson(longForm, role, body, "", issues));
      } else {
        // Not an object: the long form's one message for the whole body.
        const result = longForm.safeParse(body);
        for (const issue of result.error?.issues ?? [])
          issues.push({ path: at(joined("", issue.path)), message: issue.message });
        persons.push(undefined);
      }
    }
    const parsed = persons.filter((person): person is RequestPerson => person !== undefined);
    if (issues.length === 0 && parsed.length === persons.length) {
      const prefix = isObject(body) && body.persons !== undefined ? "persons" : "";
      for (const issue of householdIssues(
        parsed.map((person) => ({
          role: person.role,
          jobStatus: person.form.jobStatus,
          ageOnStart: person.form.insuranceStart
            ? ageOn(person.form.birthDate, person.form.insuranceStart)
            : undefined,
          health: person.health,
          sickPay: person.sickPay,
          premiumRelief: person.premiumRelief,
        })),
      )) {
        const path = prefix === "" ? issue.path.slice(1) : issue.path;
        issues.push({ path: [joined(prefix, path) || "persons"], message: issue.message });
      }
    }
    for (const issue of issues)
      context.addIssue({ code: "custom", path: issue.path, message: issue.message });
    if (issues.length > 0) return z.NEVER;
    return { form: parsed[0]!.form, persons: parsed };
  });
}
