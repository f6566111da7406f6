import { describe, expect, it } from "vitest";
import {
  automaticValidation,
  canConfirmContact,
  canValidate,
  canWithdraw,
  effectiveStatus,
  gradeLead,
  isOwnConfirmedContact,
  isPurchasable,
  LEAD_LISTING_DAYS,
  statusAfterSale,
  toLeadStatus,
  validatedState,
} from "./lifecycle";

const now = new Date("2026-11-23T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("lead lifecycle", () => {
  it("grades a verified phone or a complete profile as 'qualifizierte_anfrage', else by the request's kind", () => {
    expect(gradeLead({ topic: "callback", phoneVerified: true, profileComplete: false })).toBe(
      "qualifizierte_anfrage",
    );
    expect(gradeLead({ topic: "callback", phoneVerified: false, profileComplete: true })).toBe(
      "qualifizierte_anfrage",
    );
    expect(gradeLead({ topic: "consultation", phoneVerified: false, profileComplete: false })).toBe(
      "beratungsgespraech",
    );
    expect(gradeLead({ topic: "application", phoneVerified: false, profileComplete: false })).toBe(
      "beratungsgespraech",
    );
    expect(gradeLead({ topic: "callback", phoneVerified: false, profileComplete: false })).toBe("rueckruf");
    expect(gradeLead({ topic: "profile", phoneVerified: false, profileComplete: false })).toBe(
      "kontaktanfrage",
    );
  });

  // Changed with docs/product/leads.md#lifecycle: a complete profile alone no longer validates (the request may
  // carry a stranger's data); only the requester's own confirmed e-mail and phone do.
  it("validates automatically only a request with the requester's own confirmed contact data", () => {
    expect(automaticValidation({ ownConfirmedContact: true })).toBe("phone-verified");
    expect(automaticValidation({ ownConfirmedContact: false })).toBeNull();
  });

  it("counts a request as the requester's own only with the confirmed e-mail and the verified phone", () => {
    const account = { email: "erika@example.de", phone: "+4915123456789" };
    const own = { email: "Erika@Example.de", phone: "+4915123456789" };
    expect(isOwnConfirmedContact(own, account)).toBe(true);
    expect(isOwnConfirmedContact({ ...own, email: "fremd@example.de" }, account)).toBe(false);
    expect(isOwnConfirmedContact({ ...own, phone: "+4917000000000" }, account)).toBe(false);
    // E-mail not confirmed, no verified phone, not signed in.
    expect(isOwnConfirmedContact(own, { ...account, email: null })).toBe(false);
    expect(isOwnConfirmedContact(own, { ...account, phone: null })).toBe(false);
    expect(isOwnConfirmedContact(own, null)).toBe(false);
  });

  it("confirms a waiting lead only while it is new", () => {
    expect(canConfirmContact("new")).toBe(true);
    for (const status of ["validated", "listed", "sold", "expired", "withdrawn"] as const) {
      expect(canConfirmContact(status)).toBe(false);
    }
  });

  it("sells up to the limit, then the lead is sold", () => {
    expect(statusAfterSale({ salesCount: 0, maxSales: 1 })).toEqual({ salesCount: 1, status: "sold" });
    expect(statusAfterSale({ salesCount: 0, maxSales: 3 })).toEqual({ salesCount: 1, status: "listed" });
    expect(statusAfterSale({ salesCount: 2, maxSales: 3 })).toEqual({ salesCount: 3, status: "sold" });
  });

  it("is purchasable only while listed, with sales left and before the listing ends", () => {
    const listed = { status: "listed" as const, salesCount: 0, maxSales: 1, listedAt: now };
    expect(isPurchasable(listed, now)).toBe(true);
    expect(isPurchasable({ ...listed, salesCount: 1 }, now)).toBe(false);
    expect(isPurchasable({ ...listed, status: "withdrawn" }, now)).toBe(false);
    expect(isPurchasable({ ...listed, status: "new" }, now)).toBe(false);
    const end = new Date(now.getTime() + LEAD_LISTING_DAYS * DAY);
    expect(isPurchasable(listed, new Date(end.getTime() - 1))).toBe(true);
    expect(isPurchasable(listed, end)).toBe(false);
    expect(effectiveStatus(listed, end)).toBe("expired");
    expect(effectiveStatus({ status: "sold", listedAt: now }, end)).toBe("sold");
  });

  it("maps older stored statuses onto the lifecycle", () => {
    expect(toLeadStatus("listed")).toBe("listed");
    expect(toLeadStatus("closed")).toBe("withdrawn");
    expect(toLeadStatus("contacted")).toBe("new");
  });

  it("lets an admin validate only new leads and withdraw any lead not yet withdrawn", () => {
    expect(canValidate("new")).toBe(true);
    expect(canValidate("listed")).toBe(false);
    expect(canWithdraw("sold")).toBe(true);
    expect(canWithdraw("withdrawn")).toBe(false);
  });

  it("validates into listed only when the consent allows listing, with date and method", () => {
    const at = new Date("2026-11-25T09:00:00Z");
    expect(validatedState("admin", at, true)).toEqual({
      status: "listed",
      isValidated: true,
      validationDate: at,
      validationMethod: "admin",
      listedAt: at,
    });
    expect(validatedState("email-confirmed", at, false)).toEqual({
      status: "validated",
      isValidated: true,
      validationDate: at,
      validationMethod: "email-confirmed",
      listedAt: null,
    });
  });
});
