// Scenario images (spec 01 §5, §9): image files only, up to 4 slots.
import { SCENARIO_IMAGES_MAX } from '@finboard/domain';

export const IMAGE_ONLY_MESSAGE = 'Please choose an image file.';
/** The api's own words for the limit. */
export const TOO_MANY_IMAGES_MESSAGE = `You can add up to ${SCENARIO_IMAGES_MAX} images.`;

export interface ImagePick {
  /** The files to upload, in the order chosen. */
  accepted: File[];
  /** Why some (or all) were left out. */
  error: string | null;
}

/** Keeps the image files that fit in the free slots. */
export function pickImages(files: readonly File[], taken: number): ImagePick {
  const images = files.filter((file) => file.type.startsWith('image/'));
  const free = Math.max(0, SCENARIO_IMAGES_MAX - taken);
  const accepted = images.slice(0, free);
  const error = images.length < files.length ? IMAGE_ONLY_MESSAGE : images.length > free ? TOO_MANY_IMAGES_MESSAGE : null;
  return { accepted, error };
}
