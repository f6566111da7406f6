import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as soap from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS, type EmbeddedKvrEngine } from "../kvr-simulator";
import { berlinDate, firstOfNextMonth } from "../lib/dates/berlin-date";

/** The engine's clock and the requests' start agree on a fixed day, whatever the real date is. */
const NOW = new Date("2026-11-22T10:00:00Z");
const START = firstOfNextMonth(berlinDate(NOW));

/** A stock SOAP client (node-soap) built from the served WSDL calls the three operations. */
describe("interop with node-soap", () => {
  let server: Server;
  let base = "";

  beforeAll(async () => {
    let engine: EmbeddedKvrEngine | undefined;
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(key, value);
      }
      const response = await engine!.handle(
        new Request(`${base}${req.url?.replace("/soap/kvr", "") ?? ""}`, {
          method: req.method,
          headers,
          body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
        }),
      );
      const out: Record<string, string | string[]> = {
        "content-type": response.headers.get("content-type") ?? "",
      };
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) out["set-cookie"] = cookies;
      res.writeHead(response.status, out);
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/soap/kvr`;
    // The WSDL's soap:address must name this server, so the engine is created once the port is known.
    engine = createEmbeddedKvrEngine({
      credentials: DEMO_ENGINE_CREDENTIALS,
      serviceUrl: base,
      now: () => NOW,
    });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("calls Authenticate, GetCompanies and Calculate", async () => {
    const client = await soap.createClientAsync(`${base}?wsdl`);
    expect(Object.keys(client.describe().KvrService.KvrServiceSoap)).toEqual([
      "Authenticate",
      "GetCompanies",
      "Calculate",
    ]);

    const [auth] = await client.AuthenticateAsync({
      MandantId: DEMO_ENGINE_CREDENTIALS.mandantId,
      Benutzername: DEMO_ENGINE_CREDENTIALS.username,
      Passwort: DEMO_ENGINE_CREDENTIALS.password,
    });
    expect(auth.AuthenticateResult.Success).toBe(true);
    const { SessionId, AuthTicket } = auth.AuthenticateResult;
    client.addHttpHeader("Cookie", `ASP.NET_SessionId=${SessionId}; .ASPXAUTH=${AuthTicket}`);

    const [companies] = await client.GetCompaniesAsync({});
    const list = companies.GetCompaniesResult.Company;
    expect(list).toHaveLength(24);
    expect(list[8].Name).toBe("DKV");

    const [calculation] = await client.CalculateAsync({
      input: {
        AntragOutputLevel: "None",
        IsStateless: true,
        VVGOutputLevel: "None",
        Persons: {
          CalcInput: {
            BerufGruppe: "Normal",
            GeburtsDatum: "1990-04-01",
            Geschlecht: "WEIBLICH",
            KTTag: "43",
            KTBetrag: "100",
            KVRBeruflicherStatus: "Arbeitnehmer",
            PflegepflichtType: "Normal",
            SBOber: "600",
            SBUnter: "0",
            Stationaer: "STAT_2B_MIT_CHEFARZT",
            Zahn: "ZAHN_ZWEITBESTE",
            VersType: "Vollversicherung",
            VersicherungsBeginn: START,
            ExtendedFilters: { ExtendedFilter: [{ filterType: "HEILPRAKTIKER", Value: "JA" }] },
            PrimarySortField: "LeistPoints",
          },
        },
        OutputRequestType: "KVRatio",
      },
    });
    const result = calculation.CalculateResult;
    expect(result.PriceBasis).toBe("MODELL");
    expect(Number(result.Anzahl)).toBeGreaterThan(40);
    const tariffs = result.Tarife.Tarif;
    expect(tariffs.length).toBe(result.Anzahl);
    // typed values from the WSDL's XSD types: numbers, booleans, dates
    expect(typeof result.Anzahl).toBe("number");
    const first = tariffs[0];
    expect(typeof first.Beitrag).toBe("number");
    expect(first.Beitrag).toBeGreaterThan(600);
    expect(typeof first.ANAnteil).toBe("number");
    expect(first.ANAnteil + first.AGAnteil).toBeCloseTo(first.Beitrag, 2);
    expect(typeof first.SB).toBe("number");
    expect(typeof first.MaxSB).toBe("number");
    expect(typeof first.Chefarzt).toBe("boolean");
    expect(typeof first.CompanyId).toBe("number");
    expect(typeof first.GroupDefinition.Product[0].prodValue).toBe("number");
    expect(typeof first.ComponentAnalysis.hasEGO2).toBe("boolean");
    // one element per deductible step (SBOber 600): several steps of one tariff
    const steps = tariffs
      .filter((t: { GroupId: number }) => t.GroupId === first.GroupId)
      .map((t: { SB: number }) => t.SB);
    expect(steps.length).toBeGreaterThan(1);
    const pool = result.ProductPool.ProductPoolItem;
    expect(typeof pool[0].ProdID).toBe("number");
    expect(typeof pool[0].IsUnisex).toBe("boolean");
    expect(pool[0].IsUnisex).toBe(true);
  });

  it("types the CalcInput: an enumeration value outside the WSDL is answered with a German fault", async () => {
    const client = await soap.createClientAsync(`${base}?wsdl`);
    const described = client.describe().KvrService.KvrServiceSoap.Calculate.input as Record<string, unknown>;
    expect(JSON.stringify(described)).toContain("KVRBeruflicherStatus");
    const [auth] = await client.AuthenticateAsync({
      MandantId: DEMO_ENGINE_CREDENTIALS.mandantId,
      Benutzername: DEMO_ENGINE_CREDENTIALS.username,
      Passwort: DEMO_ENGINE_CREDENTIALS.password,
    });
    const { SessionId, AuthTicket } = auth.AuthenticateResult;
    client.addHttpHeader("Cookie", `ASP.NET_SessionId=${SessionId}; .ASPXAUTH=${AuthTicket}`);
    await expect(
      client.CalculateAsync({
        input: {
          Persons: {
            CalcInput: {
              GeburtsDatum: "1991-13-45",
              KVRBeruflicherStatus: "Arbeitnehmer",
              VersicherungsBeginn: START,
            },
          },
        },
      }),
    ).rejects.toThrow(/Das Geburtsdatum „1991-13-45“ ist kein gültiges Datum/);
  });

  it("calculates a household: two persons with health answers and premium relief, typed extensions", async () => {
    const client = await soap.createClientAsync(`${base}?wsdl`);
    const [auth] = await client.AuthenticateAsync({
      MandantId: DEMO_ENGINE_CREDENTIALS.mandantId,
      Benutzername: DEMO_ENGINE_CREDENTIALS.username,
      Passwort: DEMO_ENGINE_CREDENTIALS.password,
    });
    const { SessionId, AuthTicket } = auth.AuthenticateResult;
    client.addHttpHeader("Cookie", `ASP.NET_SessionId=${SessionId}; .ASPXAUTH=${AuthTicket}`);
    const person = (birth: string, extra: Record<string, unknown>) => ({
      GeburtsDatum: birth,
      Geschlecht: "WEIBLICH",
      KVRBeruflicherStatus: "Selbstaendiger",
      SBOber: "0",
      Stationaer: "STAT_1B_MIT_CHEFARZT",
      Zahn: "ZAHN_BESTE",
      VersicherungsBeginn: START,
      ...extra,
    });
    const [calculation] = await client.CalculateAsync({
      input: {
        Persons: {
          CalcInput: [
            person("1988-04-01", {
              KTTag: "8",
              KTBetrag: "150",
              PersonRolle: "Selbst",
              BEBetrag: "300",
              Gesundheit: {
                GroesseCm: "180",
                GewichtKg: "103",
                AmbulanteBehandlungen3J: "2",
                Psychotherapie10J: "false",
                ChronischeErkrankungen: { Erkrankung: ["ASTHMA", "ALLERGIE"] },
                Dioptrien: "-2.5",
              },
            }),
            person("1990-09-01", { PersonRolle: "Partner" }),
          ],
        },
      },
    });
    const tariffs = calculation.CalculateResult.Tarife.Tarif as Array<Record<string, unknown>>;
    const first = tariffs.filter((tariff) => tariff.PersonIndex === 0);
    const second = tariffs.filter((tariff) => tariff.PersonIndex === 1);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length + second.length).toBe(tariffs.length);
    expect(typeof first[0]!.RisikozuschlagProzent).toBe("number");
    expect(first[0]!.Risikoeinstufung).toMatch(/^(surcharge|exclusion|decline)$/);
    expect(second[0]!.Risikoeinstufung).toBeUndefined();
    expect(typeof first[0]!.Risikozuschlag).toBe("number");
  });

  it("reads every strict-input fault from the WSDL's client: status, gender, booleans, bounds, codes", async () => {
    const client = await soap.createClientAsync(`${base}?wsdl`);
    const [auth] = await client.AuthenticateAsync({
      MandantId: DEMO_ENGINE_CREDENTIALS.mandantId,
      Benutzername: DEMO_ENGINE_CREDENTIALS.username,
      Passwort: DEMO_ENGINE_CREDENTIALS.password,
    });
    const { SessionId, AuthTicket } = auth.AuthenticateResult;
    client.addHttpHeader("Cookie", `ASP.NET_SessionId=${SessionId}; .ASPXAUTH=${AuthTicket}`);
    const calculate = (fields: Record<string, unknown>) =>
      client.CalculateAsync({
        input: {
          Persons: {
            CalcInput: {
              GeburtsDatum: "1990-04-01",
              Geschlecht: "WEIBLICH",
              KVRBeruflicherStatus: "Selbstaendiger",
              VersicherungsBeginn: START,
              ...fields,
            },
          },
        },
      });
    await expect(calculate({ KVRBeruflicherStatus: undefined })).rejects.toThrow(
      /Der berufliche Status \(KVRBeruflicherStatus\) fehlt \(erlaubt: Arbeitnehmer, .*, Kind\)\./,
    );
    await expect(calculate({ Geschlecht: undefined })).rejects.toThrow(
      /Das Geschlecht \(Geschlecht\) fehlt \(erlaubt: MANNLICH, WEIBLICH\)\./,
    );
    await expect(calculate({ SB300: "vielleicht" })).rejects.toThrow(
      /SB300 muss true oder false sein, nicht „vielleicht“\./,
    );
    await expect(calculate({ SBOber: "99999" })).rejects.toThrow(
      /Die Selbstbeteiligung SBOber „99999“ muss eine ganze Zahl zwischen 0 und 5\.000 € sein\./,
    );
    await expect(calculate({ Stationaer: "STAT_SUITE" })).rejects.toThrow(
      /Unbekannte stationäre Stufe „STAT_SUITE“ \(erlaubt: STAT_MB_OHNE_CHEFARZT, STAT_2B_MIT_CHEFARZT, STAT_1B_MIT_CHEFARZT\)\./,
    );
  });

  it("reads the envelope faults: a SOAP 1.2 client and an unknown SOAPAction are told what is expected", async () => {
    const soap12 = await soap.createClientAsync(`${base}?wsdl`, { forceSoap12Headers: true });
    await expect(
      soap12.AuthenticateAsync({ MandantId: "10000", Benutzername: "demo", Passwort: "kvr-demo-2026" }),
    ).rejects.toThrow(/SOAP 1\.2 wird nicht unterstützt: erwartet wird ein SOAP-1\.1-Envelope/);
    const client = await soap.createClientAsync(`${base}?wsdl`);
    await expect(
      client.AuthenticateAsync(
        { MandantId: "10000", Benutzername: "demo", Passwort: "kvr-demo-2026" },
        {},
        {
          SOAPAction: '"http://tempuri.org/Anmelden"',
        },
      ),
    ).rejects.toThrow(/Unbekannte SOAPAction „http:\/\/tempuri\.org\/Anmelden“ \(erwartet: /);
  });

  it("gets a SOAP Fault for wrong credentials", async () => {
    const client = await soap.createClientAsync(`${base}?wsdl`);
    await expect(
      client.AuthenticateAsync({ MandantId: "10000", Benutzername: "demo", Passwort: "falsch" }),
    ).rejects.toThrow(/Authentifizierung fehlgeschlagen/);
  });
});
