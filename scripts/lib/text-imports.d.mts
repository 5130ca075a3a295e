import type { Plugin } from 'vite'

export declare function textImports(): Plugin
