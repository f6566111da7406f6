/**
 * An invalid Calculate request: the German message is the SOAP Fault's faultstring (kvr-simulator/README.md#operations),
 * the engine refuses instead of pricing something else.
 */
export class CalcInputError extends Error {
  override name = "CalcInputError";
}
