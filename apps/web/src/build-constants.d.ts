/** Whether the build holds the demo layer: false when built with DEMO_LAYER=false (vite.config.ts, decision 058). */
declare const __DEMO_LAYER__: boolean;
