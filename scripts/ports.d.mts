export interface Ports {
  site: number;
  api: number;
  inbox: number;
  smtp: number;
}
export declare const E2E_WORKERS: number;
export declare function portsFor(slot: number): Ports;
export declare function buildDirFor(slot: number): string;
export declare function e2eWorkerSlot(parallelIndex: number): number;
export declare const ports: Ports;
export declare const buildDir: string;
export declare function localEnv(base?: NodeJS.ProcessEnv, slot?: number): NodeJS.ProcessEnv;
