import { useEffect, useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, Image, ProgressBar } from '@bloomkeep/ui';
import { UPLOAD_HINT, UPLOAD_IMAGE_TYPES, uploadProblem } from '@bloomkeep/schema';
import * as styles from './ImageField.css';

/**
 * Choose one photo (JPEG, PNG or WebP up to 10 MB), preview it, and show upload
 * progress. Wrong types and sizes are refused here with the server's messages.
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
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
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
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={[...UPLOAD_IMAGE_TYPES]}
          onSelect={(files) => {
            const chosen = files?.[0] ?? null;
            if (!chosen) return;
            const problem = uploadProblem(chosen);
            setError(problem ?? undefined);
            onChange(problem ? null : chosen);
          }}
        >
          <Button tone="neutral">{shown ? 'Choose another photo' : 'Choose a photo'}</Button>
        </FileTrigger>
        {file && (
          <Button tone="neutral" onPress={() => onChange(null)}>
            Remove
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
