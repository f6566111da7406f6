/** The server's role guards for page tests in app/ (app/ itself may import only types and *.server.ts modules). */
export { createRoleGuards, type RoleServices } from "../../server/transport/guards";
