/** Every generated file by its path under src/generated/api. */
export function generateApi(document: unknown): Promise<Map<string, string>>;
/** The server's API document, src/generated/openapi.json. */
export function readDocument(): Promise<unknown>;
/** The checked-in files that differ from what the document gives, or should not be there. */
export function staleFiles(files: Map<string, string>): Promise<string[]>;
