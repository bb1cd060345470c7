// "Create here": a click on empty map offers to register a thing or a device at that point
// (spec §2 /map). A guest is asked to sign in first and comes back to this dialog at the
// same point: the sign-in link returns to the map's address, which holds the point.
import { useNavigate } from 'react-router-dom';
import { pointSearchFromLngLat, type LngLat } from '@bloomkeep/schema';
import { Button, Dialog, Inline, Stack } from '@bloomkeep/ui';
import * as styles from './MapRoute.css';
import { useAuth } from '../../auth/AuthProvider';
import { signInPath } from '../../auth/nextPath';
import { useBrand } from '../../system/brand';

export function MapCreateDialog({
  point,
  returnPath,
  onClose,
}: {
  /** Where the map was clicked; null keeps the dialog closed. */
  point: LngLat | null;
  /** The map's address with this point in it, for signing in on the way. */
  returnPath: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const brand = useBrand();
  const at = point ? pointSearchFromLngLat(point) : '';
  // The bee cafe host registers bee cafes from its map (decision 0115's dashboard words).
  const category = brand.theme === 'beeCafe' ? 'category=BEECAFE&' : '';
  return (
    <Dialog
      title="Add something here?"
      isOpen={point !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="small"
    >
      {point && (
        <Stack space="medium">
          <p className={styles.note}>
            At {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)} (latitude, longitude).
          </p>
          {isLoggedIn ? (
            <Inline space="small">
              <Button tone="brand" onPress={() => void navigate(`/things/new?${category}${at}`)}>
                {`Create a ${brand.thingSingular} here`}
              </Button>
              <Button tone="neutral" onPress={() => void navigate(`/devices/new?${at}`)}>
                Add a device here
              </Button>
            </Inline>
          ) : (
            <Stack space="small">
              <p className={styles.note}>
                {`Sign in to create a ${brand.thingSingular} or add a device here. You will come back to this point.`}
              </p>
              <Inline space="small">
                <Button tone="brand" onPress={() => void navigate(signInPath(returnPath))}>
                  Sign in to create here
                </Button>
                <Button tone="neutral" onPress={onClose}>
                  Not now
                </Button>
              </Inline>
            </Stack>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
