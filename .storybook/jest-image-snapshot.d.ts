// The parts of jest-image-snapshot that .storybook/test-runner.ts uses (the package ships no types).
declare module 'jest-image-snapshot' {
  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customDiffDir?: string;
    customSnapshotIdentifier?: string;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    customDiffConfig?: { threshold?: number };
    runInProcess?: boolean;
  }
  export const toMatchImageSnapshot: (...args: unknown[]) => unknown;
}
