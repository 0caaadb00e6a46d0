/** Types of build-api.mjs for the TypeScript that imports it (the tax-year bench). */
export declare function bundleForNode(entryPoint: string, outfile: string): Promise<void>;
export declare function buildApi(options?: { force?: boolean }): Promise<boolean>;
