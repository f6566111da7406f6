import { constantsForYear, YEARLY_CONSTANTS, type YearlyTable } from "../domain/constants/yearly-constants";
import { escapeXml } from "../lib/xml/safe-xml";
import { tariffPoints } from "./benefit-points";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import { quote } from "./premium-model";

const companiesXmlCache = new Map<string, string>();

/**
 * GetCompanies result: each insurer with its products. Price is a reference model premium (35 years old at an
 * insurance start on 1 January of `year`, lowest deductible, health tariff incl. § 149 VAG surcharge; Beihilfe
 * tariffs at 50 %); Value is the tariff's LeistPoints.
 */
export function companiesXml(year: number, table: YearlyTable = YEARLY_CONSTANTS): string {
  const constants = constantsForYear(year, table);
  const key = `${year}|${JSON.stringify(constants)}`;
  const cached = companiesXmlCache.get(key);
  if (cached) return cached;
  const companies = INSURERS.map((insurer) => {
    const products = TARIFFS.filter((tariff) => tariff.companyId === insurer.id)
      .map((tariff) => {
        const reference = quote(tariff, {
          birthDate: `${year - 35}-01-01`,
          startDate: `${year}-01-01`,
          deductible: Math.min(...tariff.deductibleOptions),
          residualPercent: tariff.kind === "beihilfe" ? 50 : 100,
          sickPay: null,
          careObligation: false,
          beihilfe: tariff.kind === "beihilfe",
          employerShare: false,
          constants,
        });
        return `<Product><Id>${tariff.prodId}</Id><Name>${escapeXml(tariff.name)}</Name><Price>${reference.total.toFixed(
          2,
        )}</Price><Value>${tariffPoints(tariff).total}</Value></Product>`;
      })
      .join("");
    return `<Company><Id>${insurer.id}</Id><Name>${escapeXml(insurer.name)}</Name><ShortName>${escapeXml(
      insurer.shortName,
    )}</ShortName><SourceType>${insurer.sourceType}</SourceType><Products>${products}</Products></Company>`;
  }).join("");
  const xml = `<GetCompaniesResponse xmlns="http://tempuri.org/"><GetCompaniesResult>${companies}</GetCompaniesResult></GetCompaniesResponse>`;
  if (companiesXmlCache.size >= 16) companiesXmlCache.clear();
  companiesXmlCache.set(key, xml);
  return xml;
}
