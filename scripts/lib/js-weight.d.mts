import type { Browser } from '@playwright/test'

export declare const JS_BUDGET_BYTES: number
export type JsFile = { url: string; bytes: number; gzipBytes: number }
export declare function measureFirstVisitJs(browser: Browser, url: string): Promise<{ url: string; files: JsFile[]; gzipBytes: number }>
export declare function publicPaths(baseUrl: string): Promise<string[]>
export declare function kilobytes(bytes: number): string
