import { ProgressBar } from '@bloomkeep/ui';

/**
 * Shown above a list while new results load (the old ones stay, fully readable:
 * fading them would fail contrast for people with low vision).
 */
export function UpdatingNotice({
  isUpdating,
  label = 'Updating',
}: {
  isUpdating: boolean;
  label?: string;
}) {
  if (!isUpdating) return null;
  return <ProgressBar label={label} isIndeterminate hideValue />;
}
