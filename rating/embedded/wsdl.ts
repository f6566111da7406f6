import { escapeXml } from "../xml/safe-xml";

/** WSDL 1.1 (SOAP 1.1, document/literal, namespace tempuri) of the embedded KVR engine. */
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
        <s:element minOccurs="1" maxOccurs="unbounded" name="CalcInput" type="tns:CalcInput"/>
      </s:sequence></s:complexType>
      <s:complexType name="CalcInput"><s:sequence>
${[
  "ANWelt",
  "AntragOutputType",
  "BerufGruppe",
  "CompanyFilter",
  "GeburtsDatum",
  "Geschlecht",
  "Groups2Calc",
  "KHT",
  "KTTag",
  "KTBetrag",
  "KVRBeruflicherStatus",
  "LeistungGenerationType",
  "Pflegepflicht",
  "PflegepflichtType",
  "SBBezug",
  "SBType",
  "SB300",
  "SB600",
  "SB1000",
  "SB1200",
  "SB1500",
  "SB2400",
  "SB2500",
  "SB5000",
  "SBJ0",
  "SBJ1000",
  "SBOber",
  "SBUnter",
  "SBA",
  "SBAZ",
  "SBAS",
  "SBASZ",
  "Stationaer",
  "Zahn",
  "UseMinLogic",
  "VVGOutputType",
  "VersType",
  "VersicherungsBeginn",
  "BeihilfeDienstherr",
  "BeihilfeStufe",
]
  .map((name) => `          <s:element minOccurs="0" maxOccurs="1" name="${name}" type="s:string"/>`)
  .join("\n")}
          <s:element minOccurs="0" maxOccurs="1" name="ExtendedFilters" type="tns:ArrayOfExtendedFilter"/>
          <s:element minOccurs="0" maxOccurs="1" name="PrimarySortField" type="s:string"/>
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
        <s:element minOccurs="0" maxOccurs="1" name="VersicherungsBeginn" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="OutputRequestType" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="PrimarySortField" type="s:string"/>
        <s:element minOccurs="0" maxOccurs="1" name="Anzahl" type="s:int"/>
        <s:element minOccurs="0" maxOccurs="1" name="Tarife" type="tns:ArrayOfTarif"/>
        <s:element minOccurs="0" maxOccurs="1" name="ProductPool" type="tns:ArrayOfProductPoolItem"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfTarif"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="Tarif" type="tns:Tarif"/>
      </s:sequence></s:complexType>
      <s:complexType name="Tarif"><s:sequence>
        <s:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/>
      </s:sequence></s:complexType>
      <s:complexType name="ArrayOfProductPoolItem"><s:sequence>
        <s:element minOccurs="0" maxOccurs="unbounded" name="ProductPoolItem" type="tns:ProductPoolItem"/>
      </s:sequence></s:complexType>
      <s:complexType name="ProductPoolItem"><s:sequence>
        <s:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/>
      </s:sequence></s:complexType>
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
