export { createConfiguredKvrClient, createEngineActivity, type EngineActivity } from "./configured-client";
export { createEngineCredentialStore } from "./engine-credentials";
export { createKvrConsole, type KvrConsole } from "./kvr-console";
