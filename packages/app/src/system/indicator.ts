// The water scale level of a thing's indicator colour (spec §3), or undefined when
// the colour comes from another reading: the mapping lives in @bloomkeep/schema
// (indicators.ts), beside the thresholds that the database shares.
export { waterLevelOfColour as waterLevel } from '@bloomkeep/schema';
