export declare const SERVER_ARGS: string[]
