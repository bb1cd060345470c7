import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, Image, ProgressBar } from '@bloomkeep/ui';
import { UPLOAD_HINT, UPLOAD_IMAGE_TYPES, uploadProblem } from '@bloomkeep/schema';
import * as styles from './ImageField.css';

/**
 * Choose one photo (JPEG, PNG or WebP up to 10 MB), preview it, and show upload
 * progress. Wrong types and sizes are refused here with the server's messages.
 * After choosing or removing a photo, focus stays on the photo's buttons and the
 * page scrolls so that they (and as much of the preview as fits) are in view: the
 * preview appears above them and would otherwise push the focused button off-screen.
 */
export function ImageField({
  label,
  currentImage,
  file,
  onChange,
  progress,
}: {
  label: string;
  currentImage: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  progress: number | null;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentImage;

  const groupRef = useRef<HTMLDivElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  /** Set by a choice or removal; the effect below runs once the preview has rendered. */
  const [settle, setSettle] = useState<'chosen' | 'removed' | null>(null);
  useEffect(() => {
    if (!settle || (settle === 'chosen' && !preview)) return;
    setSettle(null);
    const buttons = buttonsRef.current;
    if (!buttons) return;
    const active = document.activeElement;
    const target =
      active instanceof HTMLElement && buttons.contains(active)
        ? active
        : buttons.querySelector<HTMLElement>('button');
    if (!target) return;
    target.focus({ preventScroll: true });
    groupRef.current?.scrollIntoView({ block: 'nearest' });
    target.scrollIntoView({ block: 'nearest' });
  }, [settle, preview]);

  return (
    <div ref={groupRef} className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {shown && (
        <Image
          src={shown}
          alt={file ? `Chosen photo ${file.name}` : 'Current photo'}
          aspectRatio="4 / 3"
        />
      )}
      <div className={styles.row} ref={buttonsRef}>
        <FileTrigger
          acceptedFileTypes={[...UPLOAD_IMAGE_TYPES]}
          onSelect={(files) => {
            const chosen = files?.[0] ?? null;
            if (!chosen) return;
            const problem = uploadProblem(chosen);
            setError(problem ?? undefined);
            onChange(problem ? null : chosen);
            if (!problem) setSettle('chosen');
          }}
        >
          <Button tone="neutral">{shown ? 'Change photo' : 'Choose a photo'}</Button>
        </FileTrigger>
        {file && (
          <Button
            tone="neutral"
            onPress={() => {
              onChange(null);
              setSettle('removed');
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
      <p className={styles.hint}>{UPLOAD_HINT}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {progress !== null && (
        <ProgressBar label="Uploading photo" value={Math.round(progress * 100)} />
      )}
    </div>
  );
}
