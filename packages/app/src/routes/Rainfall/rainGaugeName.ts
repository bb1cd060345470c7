/**
 * What the page calls a gauge: "Totnes rain gauge" when the EA names it, else "Rain gauge
 * 50119" (most rain gauges have no name, only a reference).
 */
export function rainGaugeName(station: { id: string; label?: string | null }): string {
  const label = station.label?.trim();
  return label ? `${label} rain gauge` : `Rain gauge ${station.id}`;
}
