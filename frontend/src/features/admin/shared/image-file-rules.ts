/** docs/product.md §5, blog image upload: JPEG, JPG, PNG, GIF or WebP, at most 5 MB. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What a file chooser offers and the upload takes: the MIME types, and the extensions of those not every system names. */
export interface ImageUploadKind {
  types: readonly string[];
  extensions: readonly string[];
  /** Names the types in the "Invalid file type" message. */
  named: string;
}

export const STORY_IMAGE: ImageUploadKind = { types: IMAGE_UPLOAD_TYPES, extensions: [], named: 'JPG, PNG, GIF, or WebP' };
/** The park's logo may also be an SVG: the server strips its scripts and links (docs/running-the-park.md). */
export const LOGO_IMAGE: ImageUploadKind = {
  types: [...IMAGE_UPLOAD_TYPES, 'image/svg+xml'],
  extensions: ['.svg'],
  named: 'JPG, PNG, GIF, WebP, or SVG',
};

export const acceptOf = (kind: ImageUploadKind) => [...kind.types, ...kind.extensions].join(',');

export interface FileProblem {
  title: string;
  description: string;
}

export function imageFileProblem(file: File, kind: ImageUploadKind = STORY_IMAGE): FileProblem | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!kind.types.includes(file.type) && !(file.type === '' && kind.extensions.includes(extension))) {
    return { title: 'Invalid file type', description: `Please upload a valid image file (${kind.named}).` };
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB.' };
  }
  return null;
}
