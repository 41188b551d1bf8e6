// The media library (issue 34): images uploaded by staff, checked by content, re-encoded to WebP and
// AVIF widths (and a PNG for documents), kept in the database (or MEDIA_DIR, or S3) and served
// immutable under /media/.
// Other code calls this file only, never the module's tables or repository.

export { mediaRoutes, staffMediaRoutes, UPLOAD_BODY_LIMIT } from './media.routes.ts';
export {
  DOCUMENT_PNG_WIDTH,
  decodeUpload,
  exportMediaImage,
  findCatalogPictures,
  findDocumentPng,
  findMediaImage,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  mediaUrl,
  type StoreOptions,
  storeUploadedImage,
} from './media.service.ts';
export { MediaSettingsError, mediaStoreFromEnv } from './media-settings.ts';
export { folderMediaStore, type MediaStore, s3MediaStore, useMediaStore } from './media-store.ts';
