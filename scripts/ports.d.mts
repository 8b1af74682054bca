export declare const ports: { site: number; api: number; inbox: number; smtp: number };
export declare const buildDir: string;
export declare function localEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
