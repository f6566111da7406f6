/** The video players' error texts (docs/product/errors.md): the hero video and the gallery's player. */
export const VIDEO_LOAD_ERROR = "Video konnte nicht geladen werden.";
export const VIDEO_PLAY_ERROR = "Fehler beim Laden des Videos.";
