// Loaded into every test worker before the tests: Graphile v5 needs the polyfill on Node 20.
import '../src/polyfill.ts';
