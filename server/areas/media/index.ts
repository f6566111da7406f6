export { deleteVideoAsAdmin } from "./delete-video";
export type { UploadSource } from "./receive-upload";
export { replacePartnerLogo, replaceSiteMedia } from "./site-media";
export { listGalleryVideos, uploadGalleryVideo } from "./video-gallery";
