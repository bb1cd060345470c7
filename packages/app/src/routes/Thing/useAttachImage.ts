import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { useNewFilesMutation, type FileOwnerType } from '../../mutations/NewFilesMutation';
import { errorText } from '../../relay/errors';
import { newUploadSession, uploadImages, UploadError } from '../../system/uploadImages';

/**
 * Upload a photo to /upload with progress, then newFiles() moves it to the thing,
 * action or user. Resolves with a message to show when it failed, else null.
 */
export function useAttachImage() {
  const { token } = useAuth();
  const [newFiles] = useNewFilesMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const attachImage = async (
    file: File,
    type: FileOwnerType,
    id: string,
  ): Promise<string | null> => {
    const sessionId = newUploadSession();
    setProgress(0);
    try {
      await uploadImages({ files: [file], sessionId, token, onProgress: setProgress });
      await newFiles(sessionId, type, id);
      return null;
    } catch (failure) {
      return failure instanceof UploadError ? failure.message : errorText(failure);
    } finally {
      setProgress(null);
    }
  };
  return { attachImage, progress, isUploading: progress !== null };
}
