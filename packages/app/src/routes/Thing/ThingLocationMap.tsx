// The thing page's small location map, in a module of its own so the page can load it after
// its first paint (maplibre and the map's code are never part of `/things/{id}`'s first paint).
import { LocationMap, type LocationMapProps } from '@bloomkeep/ui/map';
import { mapStyleUrl } from '../../config';

export default function ThingLocationMap(props: Omit<LocationMapProps, 'styleUrl'>) {
  return <LocationMap {...props} styleUrl={mapStyleUrl} />;
}
