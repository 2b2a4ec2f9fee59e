/** docs/product.md §5, blog image upload: JPEG, JPG, PNG, GIF or WebP, at most 5 MB. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface FileProblem {
  title: string;
  description: string;
}

export function imageFileProblem(file: File): FileProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please upload a valid image file (JPG, PNG, GIF, or WebP).' };
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB.' };
  }
  return null;
}
