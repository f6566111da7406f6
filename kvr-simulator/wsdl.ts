import { HEALTH_CONDITION_CODES } from "../domain/comparison/health-conditions";
import { BEIHILFE_DIENSTHERREN, BEIHILFE_STUFEN, NOT_IN_WISH } from "../domain/comparison/long-form";
import { RISK_STATUSES } from "../domain/offers/tariff-record";
import { escapeXml } from "../lib/xml/safe-xml";
import { INSURED_PERSON_CODES } from "./legal-rules";
import {
  BERUF_GRUPPEN,
  BERUFLICHER_STATUSES,
  DEDUCTIBLE_FLAG_AMOUNTS,
  GESCHLECHTER,
  MAX_PERSONS,
  PERSON_ROLES,
  STATIONAER_CODES,
  ZAHN_CODES,
} from "./read-calc-input";

/**
 * The typed contract: CalcInput, Tarif and ProductPoolItem are described with XSD types (decimals, booleans,
 * dates, ints, enumerations), so stock SOAP clients (node-soap, zeep) get typed values. The element names
 * and order are those of the raw XML the engine writes (write-calc-response.ts) and the client sends
 * (rating/soap/calc-input.ts). The extensions (PersonRolle, BEBetrag, Gesundheit in CalcInput; PersonIndex,
 * Risikoeinstufung, RisikozuschlagProzent in Tarif) are optional like every element, so a client that does not
 * know them still reads the contract.
 */

type Field = readonly [name: string, type: string];

const element = (name: string, type: string, indent = "          ") =>
  `${indent}<s:element minOccurs="0" maxOccurs="1" name="${name}" type="${type}"/>`;

const enumeration = (name: string, values: readonly string[]) =>
  `      <s:simpleType name="${name}"><s:restriction base="s:string">${values
    .map((value) => `<s:enumeration value="${escapeXml(value)}"/>`)
    .join("")}</s:restriction></s:simpleType>`;

const ENUMERATIONS = [
  enumeration("Geschlecht", GESCHLECHTER),
  enumeration("KVRBeruflicherStatus", BERUFLICHER_STATUSES),
  enumeration("BerufGruppe", BERUF_GRUPPEN),
  enumeration("BeihilfeDienstherr", [...BEIHILFE_DIENSTHERREN, NOT_IN_WISH]),
  enumeration("BeihilfeStufe", [...Object.keys(BEIHILFE_STUFEN), NOT_IN_WISH]),
  enumeration("Stationaer", STATIONAER_CODES),
  enumeration("Zahn", ZAHN_CODES),
  enumeration("PflegepflichtType", ["Normal", NOT_IN_WISH]),
  enumeration("VersType", ["Vollversicherung", "Zusatzversicherung"]),
  enumeration("VersichertePerson", INSURED_PERSON_CODES),
  enumeration("PersonRolle", PERSON_ROLES),
  enumeration("Erkrankung", HEALTH_CONDITION_CODES),
  enumeration("Risikoeinstufung", RISK_STATUSES),
].join("\n");

/** CalcInput in the order rating/soap/calc-input.ts writes it. */
const CALC_INPUT_FIELDS: readonly Field[] = [
  ["ANWelt", "s:string"],
  ["AntragOutputType", "s:string"],
  ["BerufGruppe", "tns:BerufGruppe"],
  ["CompanyFilter", "s:string"],
  ["GeburtsDatum", "s:date"],
  ["Geschlecht", "tns:Geschlecht"],
  ["Groups2Calc", "s:string"],
  ["KHT", "s:int"],
  ["KTTag", "s:int"],
  ["KTBetrag", "s:decimal"],
  ["KVRBeruflicherStatus", "tns:KVRBeruflicherStatus"],
  ["LeistungGenerationType", "s:string"],
  ["Pflegepflicht", "s:boolean"],
  ["PflegepflichtType", "tns:PflegepflichtType"],
  ["SBBezug", "s:string"],
  ["SBType", "s:string"],
  ...DEDUCTIBLE_FLAG_AMOUNTS.map((amount): Field => [`SB${amount}`, "s:boolean"]),
  ["SBJ0", "s:boolean"],
  ["SBJ1000", "s:boolean"],
  ["SBOber", "s:int"],
  ["SBUnter", "s:int"],
  ["SBA", "s:boolean"],
  ["SBAZ", "s:boolean"],
  ["SBAS", "s:boolean"],
  ["SBASZ", "s:boolean"],
  ["Stationaer", "tns:Stationaer"],
  ["Zahn", "tns:Zahn"],
  ["UseMinLogic", "s:boolean"],
  ["VVGOutputType", "s:string"],
  ["VersType", "tns:VersType"],
  ["VersicherungsBeginn", "s:date"],
  ["VersichertePerson", "tns:VersichertePerson"],
  ["BeihilfeDienstherr", "tns:BeihilfeDienstherr"],
  ["BeihilfeStufe", "tns:BeihilfeStufe"],
  ["PersonRolle", "tns:PersonRolle"],
  ["BEBetrag", "s:int"],
];

/** The health answers (`CalcInput/Gesundheit`) in the order the client writes them. */
const GESUNDHEIT_FIELDS: readonly Field[] = [
  ["GroesseCm", "s:decimal"],
  ["GewichtKg", "s:decimal"],
  ["AmbulanteBehandlungen3J", "s:int"],
  ["StationaereAufenthalte5J", "s:int"],
  ["Psychotherapie10J", "s:boolean"],
  ["ChronischeErkrankungen", "tns:ArrayOfErkrankung"],
  ["RegelmaessigeMedikamente", "s:boolean"],
  ["FehlendeZaehne", "s:int"],
  ["ZahnbehandlungGeplant", "s:boolean"],
  ["Dioptrien", "s:decimal"],
];

const DECIMALS = [
  "Beitrag",
  "Beitrag10",
  "BeitragOhneRZ",
  "BeitragNoPPV",
  "Risikozuschlag",
  "ANAnteil",
  "AGAnteil",
  "ANAnteilKV",
  "ANAnteilPPV",
  "AGAnteilKV",
  "AGAnteilPPV",
  "ZwANAnteil",
  "ZwAGAnteil",
] as const;

/** Tarif in the order write-calc-response.ts writes it. */
const TARIF_FIELDS: readonly Field[] = [
  ["Counter", "s:int"],
  ["PersonIndex", "s:int"],
  ["CompanyId", "s:int"],
  ["CompanyName", "s:string"],
  ["CompanyLogo", "s:string"],
  ["ProdName", "s:string"],
  ["ProductsDescription", "s:string"],
  ["GroupId", "s:int"],
  ["GroupHeader", "s:string"],
  ["GroupNameByTSys", "s:string"],
  ["Products", "s:string"],
  ["GroupNick", "s:string"],
  ["GroupDefinitionHash", "s:string"],
  ["GroupDefinition", "tns:ArrayOfTarifProduct"],
  ["TarifSystemId", "s:int"],
  ...DECIMALS.map((name): Field => [name, "s:decimal"]),
  ["Risikoeinstufung", "tns:Risikoeinstufung"],
  ["RisikozuschlagProzent", "s:int"],
  ["additionalContributions", "tns:ArrayOfContribution"],
  ["ZahnErsatz", "s:int"],
  ["ZahnBehandlung", "s:int"],
  ["ZahnKieferortopedie", "s:int"],
  ["ZahnMaterialLabor", "s:int"],
  ["ZahnExakt", "s:string"],
  ["Ambulant", "s:int"],
  ["MaxSB", "s:int"],
  ["Chefarzt", "s:boolean"],
  ["StationaerBettenanzahl", "s:int"],
  ["PflZusatzGrad3Amb", "s:int"],
  ["PflZusatzGrad3Stat", "s:int"],
  ["LeistPoints", "s:decimal"],
  ["SB", "s:int"],
  ["KVRatio", "s:decimal"],
  ["MErsparnis", "s:decimal"],
  ["JErsparnis", "s:decimal"],
  ["AntragLink", "s:string"],
  ["AntragWebLink", "s:string"],
  ["AntragDescription", "s:string"],
  ["ExtendedOutput", "tns:ArrayOfExtendedOutputItem"],
  ["GroupLeistung", "tns:ArrayOfGroup"],
  ["ComponentAnalysis", "tns:ComponentAnalysis"],
];

const attribute = (name: string, type: string) => `<s:attribute name="${name}" type="${type}"/>`;

const TARIF_TYPES = `      <s:complexType name="Tarif"><s:sequence>
${TARIF_FIELDS.map(([name, type]) => element(name, type)).join("\n")}
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfTarifProduct"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Product" type="tns:TarifProduct"/>
      </s:sequence></s:complexType>
      <s:complexType name="TarifProduct"><s:sequence>
${element("prodID", "s:int")}
${element("prodName", "s:string")}
${element("prodValue", "s:decimal")}
${element("prodDescription", "s:string")}
${element("companyId", "s:int")}
${element("companyName", "s:string")}
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfContribution"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Contribution" type="tns:Contribution"/>
      </s:sequence></s:complexType>
      <s:complexType name="Contribution"><s:sequence>
${element("name", "s:string")}
${element("amount", "s:decimal")}
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfExtendedOutputItem"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="ExtendedOutputItem" type="tns:ExtendedOutputItem"/>
      </s:sequence></s:complexType>
      <s:complexType name="ExtendedOutputItem">${["key", "value", "description", "category"]
        .map((name) => attribute(name, "s:string"))
        .join("")}</s:complexType>
      <s:complexType name="ArrayOfGroup"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Group" type="tns:LeistungGroup"/>
      </s:sequence></s:complexType>
      <s:complexType name="LeistungGroup"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Leistung" type="tns:Leistung"/>
      </s:sequence>${[
        attribute("headPspID", "s:int"),
        attribute("header", "s:string"),
        attribute("icon", "s:string"),
        attribute("sumPoints", "s:decimal"),
        attribute("weight", "s:decimal"),
      ].join("")}</s:complexType>
      <s:complexType name="Leistung">${[
        attribute("perspectiveID", "s:int"),
        attribute("keyTag", "s:string"),
        attribute("textShort", "s:string"),
        attribute("textLong", "s:string"),
        attribute("valueContent", "s:string"),
        attribute("valueDescription", "s:string"),
        attribute("sumPoints", "s:decimal"),
        attribute("pointsAlg", "s:decimal"),
        attribute("isPositive", "s:boolean"),
        attribute("color", "s:string"),
      ].join("")}</s:complexType>
      <s:complexType name="ComponentAnalysis"><s:sequence>
${element("components", "s:string")}
${element("hasEGO2", "s:boolean")}
${element("originalZahnErsatz", "s:int")}
      </s:sequence></s:complexType>`;

/** ProductPoolItem in the order write-calc-response.ts writes it. */
const PRODUCT_POOL_ITEM_FIELDS: readonly Field[] = [
  ["ProdID", "s:int"],
  ["ProdName", "s:string"],
  ["CompanyID", "s:int"],
  ["ProfileType", "s:string"],
  ["IsVollTarif", "s:boolean"],
  ["IsZusatzTarif", "s:boolean"],
  ["IsKostenTarif", "s:boolean"],
  ["IsTagegeldTarif", "s:boolean"],
  ["IsUnisex", "s:boolean"],
  ["Einfuehrung", "s:date"],
  // empty while the tariff is open: a string, so clients accept the empty element
  ["Schliessung", "s:string"],
  ["ZahnErsatz", "s:int"],
  ["ZahnBehandlung", "s:int"],
  ["ZahnKieferortopedie", "s:int"],
  ["Chefarzt", "s:boolean"],
  ...[0, 1, 2, 3].map((grade): Field => [`PflAmbGrad${grade}`, "s:int"]),
  ...[0, 1, 2, 3].map((grade): Field => [`PflStatGrad${grade}`, "s:int"]),
];

/** WSDL 1.1 (SOAP 1.1, document/literal, namespace tempuri) of the KVR engine simulator. */
export function kvrWsdl(serviceUrl: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="http://tempuri.org/" targetNamespace="http://tempuri.org/">
  <wsdl:documentation>KVR-kompatibler Rechenkern (eingebettet). Beiträge sind Modellbeiträge, kein Angebot des Versicherers.
Sitzung: Authenticate liefert SessionId und AuthTicket; folgende Aufrufe senden sie als Cookies ASP.NET_SessionId und .ASPXAUTH.
Sitzungen verfallen nach 20 Minuten ohne Aufruf.</wsdl:documentation>
  <wsdl:types>
    <s:schema elementFormDefault="qualified" targetNamespace="http://tempuri.org/">
      <s:element name="Authenticate">
        <s:complexType><s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="MandantId" type="s:string"/>
          <s:element minOccurs="1" maxOccurs="1" name="Benutzername" type="s:string"/>
          <s:element minOccurs="1" maxOccurs="1" name="Passwort" type="s:string"/>
        </s:sequence></s:complexType>
      </s:element>
      <s:element name="AuthenticateResponse">
        <s:complexType><s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="AuthenticateResult" type="tns:AuthenticateResult"/>
        </s:sequence></s:complexType>
      </s:element>
      <s:complexType name="AuthenticateResult"><s:sequence>
        <s:element minOccurs="1" maxOccurs="1" name="Success" type="s:boolean"/>
        <s:element minOccurs="0" maxOccurs="1" name="SessionId" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="AuthTicket" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="ExpiresInMinutes" type="s:int"/>
      </s:sequence></s:complexType>
      <s:element name="GetCompanies"><s:complexType/></s:element>
      <s:element name="GetCompaniesResponse">
        <s:complexType><s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="GetCompaniesResult" type="tns:ArrayOfCompany"/>
        </s:sequence></s:complexType>
      </s:element>
      <s:complexType name="ArrayOfCompany"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Company" type="tns:Company"/>
      </s:sequence></s:complexType>
      <s:complexType name="Company"><s:sequence>
        <s:element minOccurs="1" maxOccurs="1" name="Id" type="s:int"/>
        <s:element minOccurs="0" maxOccurs="1" name="Name" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="ShortName" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="SourceType" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="Products" type="tns:ArrayOfProduct"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfProduct"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Product" type="tns:CompanyProduct"/>
      </s:sequence></s:complexType>
      <s:complexType name="CompanyProduct"><s:sequence>
        <s:element minOccurs="1" maxOccurs="1" name="Id" type="s:int"/>
        <s:element minOccurs="0" maxOccurs="1" name="Name" type="s:string"/>
        <s:element minOccurs="1" maxOccurs="1" name="Price" type="s:decimal"/>
        <s:element minOccurs="1" maxOccurs="1" name="Value" type="s:decimal"/>
      </s:sequence></s:complexType>
      <s:element name="Calculate">
        <s:complexType><s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="input" type="tns:FamilyInput"/>
        </s:sequence></s:complexType>
      </s:element>
      <s:complexType name="FamilyInput"><s:sequence>
        <s:element minOccurs="0" maxOccurs="1" name="AntragOutputLevel" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="IsStateless" type="s:boolean"/>
        <s:element minOccurs="0" maxOccurs="1" name="VVGOutputLevel" type="s:string"/>
        <s:element minOccurs="1" maxOccurs="1" name="Persons" type="tns:ArrayOfCalcInput"/>
        <s:element minOccurs="0" maxOccurs="1" name="OutputRequestType" type="s:string"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfCalcInput"><s:sequence>
        <s:element minOccurs="1" maxOccurs="${MAX_PERSONS}" name="CalcInput" type="tns:CalcInput"/>
      </s:sequence></s:complexType>
      <s:complexType name="CalcInput"><s:sequence>
${CALC_INPUT_FIELDS.map(([name, type]) => element(name, type)).join("\n")}
          <s:element minOccurs="0" maxOccurs="1" name="Gesundheit" type="tns:Gesundheit"/>
          <s:element minOccurs="0" maxOccurs="1" name="ExtendedFilters" type="tns:ArrayOfExtendedFilter"/>
          <s:element minOccurs="0" maxOccurs="1" name="PrimarySortField" type="s:string"/>
      </s:sequence></s:complexType>
      <s:complexType name="Gesundheit"><s:sequence>
${GESUNDHEIT_FIELDS.map(([name, type]) => element(name, type)).join("\n")}
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfErkrankung"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Erkrankung" type="tns:Erkrankung"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfExtendedFilter"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="ExtendedFilter" type="tns:ExtendedFilter"/>
      </s:sequence></s:complexType>
      <s:complexType name="ExtendedFilter"><s:sequence>
        <s:element minOccurs="1" maxOccurs="1" name="filterType" type="s:string"/>
        <s:element minOccurs="1" maxOccurs="1" name="Value" type="s:string"/>
      </s:sequence></s:complexType>
      <s:element name="CalculateResponse">
        <s:complexType><s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="CalculateResult" type="tns:CalculateResult"/>
        </s:sequence></s:complexType>
      </s:element>
      <s:complexType name="CalculateResult"><s:sequence>
        <s:element minOccurs="0" maxOccurs="1" name="PriceBasis" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="Hinweis" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="Stichjahr" type="s:int"/>
        <s:element minOccurs="0" maxOccurs="1" name="RechengroessenVorlaeufig" type="s:boolean"/>
        <s:element minOccurs="0" maxOccurs="1" name="RechengroessenHinweis" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="VersicherungsBeginn" type="s:date"/>
        <s:element minOccurs="0" maxOccurs="1" name="OutputRequestType" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="PrimarySortField" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="Anzahl" type="s:int"/>
        <s:element minOccurs="0" maxOccurs="1" name="Tarife" type="tns:ArrayOfTarif"/>
        <s:element minOccurs="0" maxOccurs="1" name="ProductPool" type="tns:ArrayOfProductPoolItem"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfTarif"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Tarif" type="tns:Tarif"/>
      </s:sequence></s:complexType>
${TARIF_TYPES}
      <s:complexType name="ArrayOfProductPoolItem"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="ProductPoolItem" type="tns:ProductPoolItem"/>
      </s:sequence></s:complexType>
      <s:complexType name="ProductPoolItem"><s:sequence>
${PRODUCT_POOL_ITEM_FIELDS.map(([name, type]) => element(name, type)).join("\n")}
      </s:sequence></s:complexType>
${ENUMERATIONS}
    </s:schema>
  </wsdl:types>
  <wsdl:message name="AuthenticateSoapIn"><wsdl:part name="parameters" element="tns:Authenticate"/></wsdl:message>
  <wsdl:message name="AuthenticateSoapOut"><wsdl:part name="parameters" element="tns:AuthenticateResponse"/></wsdl:message>
  <wsdl:message name="GetCompaniesSoapIn"><wsdl:part name="parameters" element="tns:GetCompanies"/></wsdl:message>
  <wsdl:message name="GetCompaniesSoapOut"><wsdl:part name="parameters" element="tns:GetCompaniesResponse"/></wsdl:message>
  <wsdl:message name="CalculateSoapIn"><wsdl:part name="parameters" element="tns:Calculate"/></wsdl:message>
  <wsdl:message name="CalculateSoapOut"><wsdl:part name="parameters" element="tns:CalculateResponse"/></wsdl:message>
  <wsdl:portType name="KvrServiceSoap">
    <wsdl:operation name="Authenticate"><wsdl:input message="tns:AuthenticateSoapIn"/><wsdl:output message="tns:AuthenticateSoapOut"/></wsdl:operation>
    <wsdl:operation name="GetCompanies"><wsdl:input message="tns:GetCompaniesSoapIn"/><wsdl:output message="tns:GetCompaniesSoapOut"/></wsdl:operation>
    <wsdl:operation name="Calculate"><wsdl:input message="tns:CalculateSoapIn"/><wsdl:output message="tns:CalculateSoapOut"/></wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="KvrServiceSoap" type="tns:KvrServiceSoap">
    <soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
${(["Authenticate", "GetCompanies", "Calculate"] as const)
  .map(
    (operation) => `    <wsdl:operation name="${operation}">
      <soap:operation soapAction="http://tempuri.org/${operation}" style="document"/>
      <wsdl:input><soap:body use="literal"/></wsdl:input>
      <wsdl:output><soap:body use="literal"/></wsdl:output>
    </wsdl:operation>`,
  )
  .join("\n")}
  </wsdl:binding>
  <wsdl:service name="KvrService">
    <wsdl:port name="KvrServiceSoap" binding="tns:KvrServiceSoap">
      <soap:address location="${escapeXml(serviceUrl)}"/>
    </wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;
}
