export declare const BUNDLE_EXTERNALS: string[]
export declare const PROCESS_PACKAGES: string[]
