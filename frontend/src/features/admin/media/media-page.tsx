import { useState } from 'react';
import { MediaLibrary } from './media-library';
import { UploadScreen } from './upload-screen';

export function MediaPage() {
  const [uploading, setUploading] = useState(false);
  return uploading ? <UploadScreen onBack={() => setUploading(false)} /> : <MediaLibrary onUpload={() => setUploading(true)} />;
}
